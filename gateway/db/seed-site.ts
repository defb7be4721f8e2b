import { field, integerOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

/** The mobile site's extra rows come after those of projects.json and articles.json. */
const AFTER = 1000;

function listOf(fixture: unknown, key: string): unknown[] {
  const list = field(fixture, key);
  if (!Array.isArray(list)) throw new Error(`expected an array "${key}"`);
  return list;
}

function idOf(value: unknown, what: string): number {
  const id = integerOf(value);
  if (id === undefined) throw new Error(`missing ${what}`);
  return id;
}

/** site-projects.json: more projects, so the /project list has three pages to scroll through. */
export function seedSiteProjects(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT INTO projects VALUES (?, ?, ?)');
  listOf(fixture, 'projects').forEach((project, sort) => {
    insert.run(idOf(field(project, 'id'), 'project id'), AFTER + sort, JSON.stringify(project));
  });
}

/** site-news.json: more articles, so the /news list has three pages to scroll through. */
export function seedSiteNews(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT INTO articles VALUES (?, ?, ?)');
  listOf(fixture, 'articles').forEach((article, sort) => {
    insert.run(
      idOf(field(article, 'articleId'), 'articleId'),
      JSON.stringify(article),
      AFTER + sort,
    );
  });
}
