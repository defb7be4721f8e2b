import type { ScreenProps } from '../shared/screen.ts';
import type { CampaignPage } from './load-campaign.ts';
import { OpenMechanicScreen } from './OpenMechanicScreen.tsx';
import { PrizeDrawScreen } from './PrizeDrawScreen.tsx';

/** The campaign page's body: the prize draw's, or that of a mechanic that opens. */
export function CampaignScreen({ value, query, search }: ScreenProps<CampaignPage>) {
  return value.kind === 'prizeDraw' ? (
    <PrizeDrawScreen value={value.draw} query={query} search={search} />
  ) : (
    <OpenMechanicScreen value={value} query={query} search={search} />
  );
}
