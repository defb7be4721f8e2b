/**
 * The gateway's tables. Seeded tables (pages and the fixture tables) are refilled from fixtures/ at
 * every start; visitor tables keep what visitors sent across restarts.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS pages (
  id TEXT PRIMARY KEY,
  page_name TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS live_rooms (
  room_live_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  start_time TEXT,
  start_in_minutes INTEGER,
  cover_one TEXT NOT NULL,
  status INTEGER NOT NULL,
  is_replay INTEGER NOT NULL,
  project_list TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS live_room_pages (
  room_live_id INTEGER PRIMARY KEY,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS live_products (
  product_id INTEGER PRIMARY KEY,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS videos (
  id INTEGER PRIMARY KEY,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS live_reservations (
  user_id INTEGER NOT NULL,
  room_live_id INTEGER NOT NULL,
  channel TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, room_live_id)
);
CREATE TABLE IF NOT EXISTS live_reminders (
  user_id INTEGER NOT NULL,
  room_live_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, room_live_id)
);
CREATE TABLE IF NOT EXISTS projects (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS business_opportunities (
  id INTEGER PRIMARY KEY,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS business_activities (
  active_id INTEGER PRIMARY KEY,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS regions (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL,
  level INTEGER NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS regions_parent ON regions (parent_id, sort);
CREATE TABLE IF NOT EXISTS industries (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS companies (name TEXT PRIMARY KEY, sort INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS jobs (key TEXT PRIMARY KEY, value TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS articles (
  article_id INTEGER PRIMARY KEY,
  body TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS topics (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS topic_articles (
  topic_id INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (topic_id, article_id)
);
CREATE TABLE IF NOT EXISTS about (id INTEGER PRIMARY KEY CHECK (id = 1), body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY,
  model TEXT NOT NULL,
  body TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS vip_levels (
  business_key TEXT NOT NULL,
  vip_key TEXT NOT NULL,
  sort INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (business_key, vip_key)
);
CREATE TABLE IF NOT EXISTS vip_share_infos (
  business_key TEXT NOT NULL,
  client_type INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (business_key, client_type)
);
CREATE TABLE IF NOT EXISTS vip_protocols (
  business_key TEXT PRIMARY KEY,
  protocol_id TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS vip_demo_members (
  mobile TEXT PRIMARY KEY,
  vip_key TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS campaign_components (
  id INTEGER PRIMARY KEY,
  active_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS campaign_prizes (
  id INTEGER PRIMARY KEY,
  active_id INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  stock INTEGER NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS campaign_winners (
  active_id INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS dictionary (
  dict_type INTEGER NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (dict_type, key)
);
CREATE TABLE IF NOT EXISTS meetings (id INTEGER PRIMARY KEY, sort INTEGER NOT NULL, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meeting_invitations (id INTEGER PRIMARY KEY, meeting_id INTEGER NOT NULL, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS atmosphere_seeds (
  sort INTEGER PRIMARY KEY,
  user_name TEXT NOT NULL,
  meeting_id INTEGER NOT NULL,
  action TEXT NOT NULL,
  minutes_ago INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_codes_mobile ON sms_codes (mobile, id);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  encry_id TEXT NOT NULL UNIQUE,
  mobile TEXT UNIQUE,
  encry_mobile TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS logins (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  method TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS stay_consults (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT UNIQUE,
  call TEXT NOT NULL,
  active_id TEXT,
  mobile TEXT,
  user_id INTEGER,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS stay_consults_active ON stay_consults (active_id, mobile);
CREATE TABLE IF NOT EXISTS user_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS user_interests (
  user_id INTEGER NOT NULL,
  project_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, project_id)
);
CREATE TABLE IF NOT EXISTS certifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  call TEXT NOT NULL,
  company TEXT NOT NULL,
  name TEXT NOT NULL,
  job TEXT NOT NULL,
  material TEXT,
  supply_desc TEXT,
  status INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS vip_signed_protocols (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  business_key TEXT NOT NULL,
  vip_key TEXT NOT NULL,
  protocol_id TEXT NOT NULL,
  sku_id TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, business_key, vip_key, protocol_id)
);
CREATE TABLE IF NOT EXISTS uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,
  original_name TEXT,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS meeting_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  meeting_id INTEGER NOT NULL,
  body TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, meeting_id)
);
CREATE TABLE IF NOT EXISTS meeting_sign_ups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  meeting_id INTEGER NOT NULL,
  meeting_user_id INTEGER NOT NULL,
  idempotency_key TEXT,
  source TEXT,
  invitation_id TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, meeting_id)
);
CREATE TABLE IF NOT EXISTS invitation_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invitation_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  sign_up_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (invitation_id, user_id)
);
CREATE TABLE IF NOT EXISTS meeting_atmosphere (
  user_id INTEGER NOT NULL,
  meeting_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, meeting_id)
);
CREATE TABLE IF NOT EXISTS meeting_reminders (
  user_id INTEGER NOT NULL,
  meeting_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, meeting_id)
);
CREATE TABLE IF NOT EXISTS campaign_draws (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  active_id INTEGER NOT NULL,
  component_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  prize_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS campaign_draws_user ON campaign_draws (user_id, component_id, day);
CREATE TABLE IF NOT EXISTS campaign_draw_keys (
  user_id INTEGER NOT NULL,
  component_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  draw_id INTEGER NOT NULL REFERENCES campaign_draws (id),
  PRIMARY KEY (user_id, component_id, key)
);
CREATE TABLE IF NOT EXISTS campaign_reservations (
  user_id INTEGER NOT NULL,
  active_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, active_id)
);
CREATE TABLE IF NOT EXISTS seckill_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  component_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, component_id)
);
CREATE TABLE IF NOT EXISTS witness_votes (
  user_id INTEGER NOT NULL,
  active_id INTEGER NOT NULL,
  project_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, active_id)
);
CREATE TABLE IF NOT EXISTS project_witness_votes (
  user_id INTEGER NOT NULL,
  active_id INTEGER NOT NULL,
  project_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  idempotency_key TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, active_id, project_id)
);
CREATE TABLE IF NOT EXISTS project_sign_ups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  active_id INTEGER NOT NULL,
  project_id INTEGER NOT NULL,
  poster_turn INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, active_id, project_id)
);
CREATE TABLE IF NOT EXISTS project_likes (
  user_id INTEGER NOT NULL,
  active_id INTEGER NOT NULL,
  project_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, active_id, project_id)
);
CREATE TABLE IF NOT EXISTS analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entry TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS error_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entry TEXT NOT NULL
);
`;

/** Tables refilled from fixtures at every start. */
export const SEEDED_TABLES = [
  'pages',
  'live_rooms',
  'live_room_pages',
  'live_products',
  'videos',
  'projects',
  'business_opportunities',
  'business_activities',
  'regions',
  'industries',
  'companies',
  'jobs',
  'dictionary',
  'articles',
  'topics',
  'topic_articles',
  'banners',
  'about',
  'meetings',
  'meeting_invitations',
  'atmosphere_seeds',
  'vip_levels',
  'vip_share_infos',
  'vip_protocols',
  'vip_demo_members',
  'campaign_components',
  'campaign_prizes',
  'campaign_winners',
] as const;
