import { registry } from '../registry/all.ts';
import { rendererSources } from '../registry/index.ts';
import { moduleKinds, type PageModel } from '../runtime/page-model.ts';
import { ActivityPageView, loadActivityPage, type ActivityPageData } from './ActivityPageApp.tsx';
import type { Route } from './route.ts';
import { outcomeOf, screenRoute } from './screen-route.tsx';
import { articleScreen } from '../screens/article/article-screen.ts';
import { meiwenScreen } from '../screens/article/meiwen-screen.ts';
import { specialScreen } from '../screens/special/special-screen.ts';
import { aboutScreen } from '../screens/about/about-screen.ts';
import { unicornDetailScreen } from '../screens/project/unicorn-detail.ts';
import { previewScreen } from './preview/preview-screen.ts';
import { businessOpportunityScreen } from '../screens/business/business-opportunity.ts';
import { bussinessScreen } from '../screens/business/bussiness.ts';
import { DEFAULT_TITLE } from '../screens/shared/screen.ts';
import { downloadScreen } from '../screens/download/download.ts';
import { privacyPolicyScreen } from '../screens/legal/privacy-policy.ts';
import { userAgreementScreen } from '../screens/legal/user-agreement.ts';
import { newsListScreen } from '../screens/site/news-list.ts';
import { projectListScreen } from '../screens/site/project-list.ts';
import { serverServices } from './server-services.ts';
import { meetingSignUpScreen } from '../screens/meeting/unicorn-meeting-signup.ts';
import { mySignUpsScreen } from '../screens/meeting/my-sign-ups.ts';
import { conferenceListScreen } from '../screens/meeting/conference-list.ts';
import { vipScreen } from '../screens/vip/vip-screen.ts';
import { certificationScreen } from '../screens/certification/certification-screen.ts';
import { campaignScreen } from '../screens/campaign/campaign-screen.ts';
import { liveRoomScreen } from '../screens/live/live-room.ts';
import { liveDetailsScreen } from '../screens/live/live-details.ts';
import { shortVideoScreen } from '../screens/live/short-video.ts';

/** What visitors may see of a page: dropped modules' diagnostics are for staff (`?preview=1`) only. */
function visible(page: PageModel, preview: boolean): PageModel {
  return preview ? page : { ...page, entries: page.entries.filter((entry) => entry.ok) };
}

/**
 * The activity page: a page the CMS published (`page/v2/find`). A page the gateway refuses (an
 * unknown id, none given) is answered 404 with its message; a page of the wrong shape 502 with the
 * message the client would show. A gateway that does not answer rejects (client shell).
 */
export const activityRoute: Route<ActivityPageData> = {
  name: 'activity',
  html: 'activity-page.html',
  label: '活动页',
  params: ['pageId', 'preview', 'utm_source', 'navBarHeight', 'showShare', 'roomLiveId'],
  load: ({ api, query, signal }) =>
    outcomeOf(async () => visible(await loadActivityPage({ api, query }, signal), query.preview)),
  head: ({ outcome }) => ({
    title: outcome.status === 'ready' ? outcome.value.name || DEFAULT_TITLE : DEFAULT_TITLE,
  }),
  preload: ({ outcome }) =>
    outcome.status === 'ready' ? rendererSources(moduleKinds(outcome.value)) : [],
  render: ({ outcome }, { api, host, query, search }) => (
    <ActivityPageView
      services={serverServices(api)}
      renderers={registry}
      host={host}
      query={query}
      search={search}
      canShare={false}
      load={() => Promise.reject(new Error('the server renders what was loaded'))}
      initial={outcome}
    />
  ),
};

/** Every route the page server serves, by its HTML name. */
export const ROUTES = [
  activityRoute,
  screenRoute(unicornDetailScreen),
  screenRoute(businessOpportunityScreen),
  screenRoute(bussinessScreen),
  screenRoute(articleScreen),
  screenRoute(meiwenScreen),
  screenRoute(privacyPolicyScreen),
  screenRoute(userAgreementScreen),
  screenRoute(downloadScreen),
  screenRoute(specialScreen),
  screenRoute(aboutScreen),
  screenRoute(previewScreen),
  screenRoute(projectListScreen),
  screenRoute(newsListScreen),
  // Conferences (issue 13)
  screenRoute(meetingSignUpScreen),
  screenRoute(mySignUpsScreen),
  screenRoute(conferenceListScreen),
  // The VIP centre (issue 12)
  screenRoute(vipScreen),
  screenRoute(certificationScreen),
  // Campaign mechanics (issue 14)
  screenRoute(campaignScreen),
  // The live pages and the short video (issue 11)
  screenRoute(liveRoomScreen),
  screenRoute(liveDetailsScreen),
  screenRoute(shortVideoScreen),
];
