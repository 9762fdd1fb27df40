// A seed article as the blog repository stores it. Used by the seed and by the admin's 'Add
// existing blogs' (blog/sample-posts.ts), which loads the articles themselves only when asked:
// this file holds no copy, so importing it keeps the seed's text out of the module graph.
import type { SeedBlogPost } from './seed-data/blog-posts.ts';
import type { BlogPostInput } from '../repositories/blog-posts.ts';

export function seedPostToInput(p: SeedBlogPost): BlogPostInput {
  return {
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    content: p.content,
    author: p.author,
    category: p.category,
    tags: p.tags,
    featured: p.featured,
    published: true,
    publishedAt: new Date(p.publishedAt).toISOString(),
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
  };
}
