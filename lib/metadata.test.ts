import { pageMetadata } from '@/lib/metadata';
import { site } from '@/content/site';

const base = {
  title: 'About Us',
  description: 'Meet the consultancy that guides individuals and businesses across borders.',
  keywords: ['about', 'consultancy'],
  path: '/about/',
};

describe('pageMetadata', () => {
  it('returns the plain title for the layout template when the title is not absolute', () => {
    const meta = pageMetadata(base);
    expect(meta.title).toBe('About Us');
    expect(meta.description).toBe(base.description);
    expect(meta.keywords).toEqual(['about', 'consultancy']);
  });

  it('returns an absolute title when asked, bypassing the template', () => {
    const meta = pageMetadata({ ...base, title: 'Global Business Solutions', path: '/', absoluteTitle: true });
    expect(meta.title).toEqual({ absolute: 'Global Business Solutions' });
    expect(meta.openGraph).toMatchObject({ title: 'Global Business Solutions' });
    expect(meta.twitter).toMatchObject({ title: 'Global Business Solutions' });
  });

  it('sets the canonical URL to the page path', () => {
    expect(pageMetadata(base).alternates).toEqual({ canonical: '/about/' });
  });

  it('fills Open Graph with the site name, full title, url and the default brand image', () => {
    expect(pageMetadata(base).openGraph).toMatchObject({
      siteName: site.name,
      title: `About Us | ${site.name}`,
      description: base.description,
      url: '/about/',
      images: [{ url: '/og/default.png', width: 1200, height: 630 }],
    });
  });

  it('fills a large-image Twitter card with the same image', () => {
    expect(pageMetadata(base).twitter).toMatchObject({
      card: 'summary_large_image',
      title: `About Us | ${site.name}`,
      description: base.description,
      images: ['/og/default.png'],
    });
  });

  it('uses a page-specific image for Open Graph and Twitter when given', () => {
    const meta = pageMetadata({ ...base, path: '/services/work-abroad/', image: '/og/work-abroad.png' });
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/og/work-abroad.png' }] });
    expect(meta.twitter).toMatchObject({ images: ['/og/work-abroad.png'] });
    expect(meta.alternates).toEqual({ canonical: '/services/work-abroad/' });
  });
});
