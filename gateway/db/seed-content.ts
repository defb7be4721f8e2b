import { field, integerOf, textOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

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

/**
 * articles.json: each article kept whole as the CMS would answer it (its publishedMinutesAgo is
 * read at each call), and each topic with the ids of its articles, in order.
 */
export function seedArticles(db: GatewayDatabase, fixture: unknown): void {
  const article = db.prepare('INSERT INTO articles VALUES (?, ?, ?)');
  listOf(fixture, 'articles').forEach((entry, sort) => {
    article.run(idOf(field(entry, 'articleId'), 'articleId'), JSON.stringify(entry), sort);
  });
  const topic = db.prepare('INSERT INTO topics VALUES (?, ?)');
  const member = db.prepare('INSERT INTO topic_articles VALUES (?, ?, ?)');
  for (const entry of listOf(fixture, 'topics')) {
    const id = idOf(field(entry, 'id'), 'topic id');
    topic.run(id, JSON.stringify(entry));
    listOf(entry, 'articleIds').forEach((articleId, sort) => {
      member.run(id, idOf(articleId, 'topic article id'), sort);
    });
  }
}

/** banners.json: each banner kept whole under its model (e.g. articleAppTop), in order. */
export function seedBanners(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT INTO banners VALUES (?, ?, ?, ?)');
  listOf(fixture, 'banners').forEach((banner, sort) => {
    const model = textOf(field(banner, 'model'));
    if (model === undefined) throw new Error('missing banner model');
    insert.run(idOf(field(banner, 'id'), 'banner id'), model, JSON.stringify(banner), sort);
  });
}

/** about.json: the about page's one answer, kept whole. */
export function seedAbout(db: GatewayDatabase, fixture: unknown): void {
  if (textOf(field(fixture, 'title')) === undefined) throw new Error('missing about title');
  const { about: _note, ...answer } = fixture as Record<string, unknown>;
  db.prepare('INSERT INTO about VALUES (1, ?)').run(JSON.stringify(answer));
}
