import type { GatewayDatabase } from './open.ts';
import { seedBusiness } from './seed-business.ts';
import { seedCampaigns } from './seed-campaigns.ts';
import { seedAbout, seedArticles, seedBanners } from './seed-content.ts';
import { seedLivePages } from './seed-live.ts';
import { seedSiteNews, seedSiteProjects } from './seed-site.ts';
import { seedMeetings } from './seed-meetings.ts';
import { seedVip } from './seed-vip.ts';
import { field, integerOf, isRecord, textOf } from '../json.ts';

/** Fills one seeded table from the parsed content of its fixture file; throws on a wrong shape. */
type TableSeeder = (db: GatewayDatabase, fixture: unknown) => void;

function listOf(fixture: unknown, key: string): unknown[] {
  const list = field(fixture, key);
  if (!Array.isArray(list)) throw new Error(`expected an array "${key}"`);
  return list;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

function seedLiveRooms(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare(
    'INSERT INTO live_rooms VALUES (@id, @title, @startTime, @startIn, @cover, @status, @replay, @projects)',
  );
  for (const room of listOf(fixture, 'rooms')) {
    insert.run({
      id: need(integerOf(field(room, 'roomLiveId')), 'roomLiveId'),
      title: need(textOf(field(room, 'title')), 'title'),
      startTime: textOf(field(room, 'startTime')) ?? null,
      startIn: integerOf(field(room, 'startInMinutes')) ?? null,
      cover: textOf(field(room, 'coverOne')) ?? '',
      status: need(integerOf(field(room, 'status')), 'status'),
      replay: integerOf(field(room, 'isReplay')) ?? 0,
      projects: JSON.stringify(field(room, 'projectList') ?? []),
    });
  }
}

function seedProjects(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT INTO projects VALUES (?, ?, ?)');
  listOf(fixture, 'projects').forEach((project, sort) => {
    insert.run(need(integerOf(field(project, 'id')), 'project id'), sort, JSON.stringify(project));
  });
}

function seedRegions(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT INTO regions VALUES (?, ?, ?, ?, ?)');
  const walk = (nodes: unknown[], parentId: number, level: number): void => {
    nodes.forEach((node, sort) => {
      const id = need(integerOf(field(node, 'id')), 'region id');
      insert.run(id, parentId, level, need(textOf(field(node, 'name')), 'region name'), sort);
      const children = field(node, 'children');
      if (Array.isArray(children)) walk(children, id, level + 1);
    });
  };
  walk(listOf(fixture, 'regions'), need(integerOf(field(fixture, 'rootId')), 'rootId'), 1);
}

function seedIndustries(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT INTO industries VALUES (?, ?, ?, ?)');
  listOf(fixture, 'industries').forEach((industry, sort) => {
    const id = need(integerOf(field(industry, 'id')), 'industry id');
    insert.run(id, 0, need(textOf(field(industry, 'name')), 'industry name'), sort);
    listOf(industry, 'children').forEach((child, childSort) => {
      const childId = need(integerOf(field(child, 'id')), 'industry id');
      insert.run(childId, id, need(textOf(field(child, 'name')), 'industry name'), childSort);
    });
  });
}

function seedCompanies(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT OR IGNORE INTO companies VALUES (?, ?)');
  listOf(fixture, 'companies').forEach((name, sort) =>
    insert.run(need(textOf(name), 'company name'), sort),
  );
}

function seedJobs(db: GatewayDatabase, fixture: unknown): void {
  const insert = db.prepare('INSERT INTO jobs VALUES (?, ?, ?)');
  listOf(fixture, 'jobs').forEach((job, sort) => {
    insert.run(
      need(textOf(field(job, 'key')), 'job key'),
      need(textOf(field(job, 'value')), 'job value'),
      sort,
    );
  });
}

function seedDictionary(db: GatewayDatabase, fixture: unknown): void {
  const dictionaries = field(fixture, 'dictionaries');
  if (!isRecord(dictionaries)) throw new Error('expected an object "dictionaries"');
  const insert = db.prepare('INSERT INTO dictionary VALUES (?, ?, ?)');
  for (const [dictType, flags] of Object.entries(dictionaries)) {
    if (!isRecord(flags)) throw new Error(`dictionary ${dictType} is not an object`);
    for (const [key, value] of Object.entries(flags)) {
      insert.run(need(integerOf(dictType), 'dictType'), key, textOf(value) ?? '');
    }
  }
}

/** Each fixtures/gateway file and the table it fills. */
export const TABLE_SEEDERS: Record<string, TableSeeder> = {
  'live-rooms.json': seedLiveRooms,
  'live.json': seedLivePages,
  'projects.json': seedProjects,
  'regions.json': seedRegions,
  'industries.json': seedIndustries,
  'companies.json': seedCompanies,
  'jobs.json': seedJobs,
  'dictionary.json': seedDictionary,
  'articles.json': seedArticles,
  'banners.json': seedBanners,
  'about.json': seedAbout,
  'site-projects.json': seedSiteProjects,
  'site-news.json': seedSiteNews,
  'business.json': seedBusiness,
  'conferences.json': seedMeetings,
  'vip.json': seedVip,
  'campaigns.json': seedCampaigns,
};
