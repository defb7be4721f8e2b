import type { ApiClient } from '../api/client.ts';
import { ApiProvider } from '../api/use-api.tsx';
import { campaignScreen } from '../screens/campaign/campaign-screen.ts';
import type { CampaignPage } from '../screens/campaign/load-campaign.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome } from '../screens/shared/screen.ts';

/**
 * The campaign page of component `id` in activity `activeId` showing `outcome` (undefined: still
 * loading), its calls answered by the story's `client`.
 */
export function CampaignStory({
  client,
  outcome,
  id,
  activeId,
}: {
  client: ApiClient;
  outcome: Outcome<CampaignPage> | undefined;
  id: string;
  activeId: string;
}) {
  return (
    <ApiProvider client={client}>
      <ScreenBody
        screen={campaignScreen}
        load={() => new Promise<never>(() => undefined)}
        initial={outcome}
        query={{ isApp: false, preview: false, gray: false, id, activeId }}
        search={`id=${id}&activeId=${activeId}`}
      />
    </ApiProvider>
  );
}
