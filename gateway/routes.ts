import { aboutRoutes } from './handlers/about.ts';
import { articleRoutes } from './handlers/articles.ts';
import { businessRoutes } from './handlers/business.ts';
import { campaignComponentRoutes } from './handlers/campaign-components.ts';
import { certificationRoutes } from './handlers/certification.ts';
import { consultRoutes } from './handlers/consult.ts';
import { dictionaryRoutes } from './handlers/dictionaries.ts';
import { liveRoutes } from './handlers/live-rooms.ts';
import { loginRoutes } from './handlers/login.ts';
import { openMechanicRoutes } from './handlers/open-mechanics.ts';
import { pageRoutes } from './handlers/pages.ts';
import { prizeDrawRoutes } from './handlers/prize-draw.ts';
import { platformRoutes } from './handlers/platform.ts';
import { projectExtraRoutes } from './handlers/project-extras.ts';
import { projectRoutes } from './handlers/projects.ts';
import { seckillRoutes } from './handlers/seckill.ts';
import { siteListRoutes } from './handlers/site-lists.ts';
import { uploadRoutes } from './handlers/uploads.ts';
import { witnessVoteRoutes } from './handlers/witness-vote.ts';
import { projectWitnessRoutes } from './handlers/project-witness.ts';
import { projectSignUpRoutes } from './handlers/project-sign-up.ts';
import { meetingSignUpRoutes } from './handlers/meeting-sign-up.ts';
import { meetingRoutes } from './handlers/meetings.ts';
import { mySignUpRoutes } from './handlers/my-sign-ups.ts';
import { conferenceActivityRoutes } from './handlers/conference-activities.ts';
import { atmosphereRoutes } from './handlers/atmosphere.ts';
import { invitationRoutes } from './handlers/invitations.ts';
import { locationRoutes } from './handlers/location.ts';
import { vipRoutes } from './handlers/vip.ts';
import type { Route } from './route.ts';

/** Every call the local gateway provides (docs/local-gateway.md), by area. */
export const ROUTES: readonly Route[] = [
  ...pageRoutes,
  ...liveRoutes,
  ...projectRoutes,
  ...projectExtraRoutes,
  ...businessRoutes,
  ...loginRoutes,
  ...consultRoutes,
  ...dictionaryRoutes,
  ...certificationRoutes,
  ...uploadRoutes,
  ...platformRoutes,
  ...articleRoutes,
  ...aboutRoutes,
  ...siteListRoutes,
  // Conferences (issue 13)
  ...meetingRoutes,
  ...meetingSignUpRoutes,
  ...mySignUpRoutes,
  ...conferenceActivityRoutes,
  ...atmosphereRoutes,
  ...invitationRoutes,
  ...locationRoutes,
  // The VIP centre (issue 12)
  ...vipRoutes,
  // Campaign mechanics (issue 14)
  ...campaignComponentRoutes,
  ...prizeDrawRoutes,
  ...openMechanicRoutes,
  ...seckillRoutes,
  ...witnessVoteRoutes,
  ...projectWitnessRoutes,
  ...projectSignUpRoutes,
];
