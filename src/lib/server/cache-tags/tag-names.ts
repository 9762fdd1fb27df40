// The cache tags of the public site: what a read of something puts on the render it is part of
// (repositories call tagRender with these where they read), and what a change of it drops
// (route-cache/change-tags.ts). In their own folder, with no imports, so the repositories
// and the route cache both use them without pointing at each other.

/** On every cached page: dropping it empties the cache (an instance that missed notices). */
export const EVERY_PAGE = 'site';

export const tag = {
  /** A content page's published document ('home', 'services'). */
  page: (slug: string) => `page:${slug}`,
  /** One post's page. */
  post: (id: string) => `post:${id}`,
  /** Every single-post page (a change whose post is not named). */
  anyPost: 'post',
  /** Anything that lists posts: /blog, the home page's latest, RSS, the sitemap. */
  postLists: 'posts',
  offer: (id: string) => `offer:${id}`,
  buildCosts: 'build-costs',
  /** A page's SEO meta row. */
  pageMeta: (id: string) => `page-meta:${id}`,
  /** Business details, socials, analytics and the rest of the site settings (every layout reads them). */
  settings: 'settings',
  calculator: 'calculator',
  testimonials: 'testimonials',
  caseStudies: 'case-studies',
  media: (id: string) => `media:${id}`,
} as const;
