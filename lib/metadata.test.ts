import { pageMetadata } from '@/lib/metadata';
import { site } from '@/content/site';
import * as pageText from '@/content/page-text';

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
    expect(pageMetadata(base).alternates).toEqual({ canonical: '/about/', languages: { 'en-IN': '/about/', 'x-default': '/about/' } });
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
    expect(meta.alternates).toMatchObject({ canonical: '/services/work-abroad/' });
  });

  describe('in another language', () => {
    it('gives a draft translation its own canonical URL, keeps it out of search and offers only English as the alternate', () => {
      const meta = pageMetadata({ ...base, locale: 'gu' });
      expect(meta.alternates).toEqual({ canonical: '/gu/about/', languages: { 'en-IN': '/about/', 'x-default': '/about/' } });
      expect(meta.robots).toEqual({ index: false, follow: true });
      expect(meta.openGraph).toMatchObject({ locale: 'gu_IN', url: '/gu/about/', alternateLocale: ['en_IN'] });
    });

    it('indexes a reviewed translation and offers it as an alternate from every language', () => {
      const review = jest.spyOn(pageText, 'pageReview').mockImplementation((_path, locale) => (locale === 'hi' ? { state: 'reviewed', by: 'A. Reviewer', on: '2026-11-27' } : { state: 'draft', translated: 'draft' }));
      try {
        const hindi = pageMetadata({ ...base, locale: 'hi' });
        expect(hindi.robots).toBeUndefined();
        expect(hindi.alternates).toEqual({ canonical: '/hi/about/', languages: { 'en-IN': '/about/', 'hi-IN': '/hi/about/', 'x-default': '/about/' } });
        expect(pageMetadata(base).alternates).toMatchObject({ languages: { 'hi-IN': '/hi/about/' } });
        expect(pageMetadata({ ...base, locale: 'gu' }).robots).toEqual({ index: false, follow: true });
      } finally {
        review.mockRestore();
      }
    });

    it('never offers alternates for a page that is not to be indexed in any language', () => {
      expect(pageMetadata({ ...base, path: '/enquiry/problem/', locale: 'gu', noindex: true }).alternates).toEqual({ canonical: '/gu/enquiry/problem/' });
    });
  });
});
