import { isCurrent } from '@/components/layout/nav-types';

describe('isCurrent', () => {
  it('matches the same route', () => {
    expect(isCurrent('/about/', '/about/')).toBe(true);
    expect(isCurrent('/', '/')).toBe(true);
  });

  it('treats /home as the home link', () => {
    expect(isCurrent('/home/', '/')).toBe(true);
    expect(isCurrent('/home', '/')).toBe(true);
  });

  it('does not mark home current on another page', () => {
    expect(isCurrent('/about/', '/')).toBe(false);
    expect(isCurrent('/', '/about/')).toBe(false);
  });

  it('does not match a different route', () => {
    expect(isCurrent('/about/', '/contact/')).toBe(false);
    expect(isCurrent('/services/work-abroad/', '/services/migration-services/')).toBe(false);
  });

  it('ignores trailing slash differences', () => {
    expect(isCurrent('/about', '/about/')).toBe(true);
    expect(isCurrent('/about/', '/about')).toBe(true);
    expect(isCurrent('/services/work-abroad', '/services/work-abroad/')).toBe(true);
  });
});
