import type { ScreenProps } from '../shared/screen.ts';
import type { CampaignPage } from './load-campaign.ts';
import { LazyWitnessScreen } from './LazyWitnessScreen.tsx';
import { OpenMechanicScreen } from './OpenMechanicScreen.tsx';
import { PrizeDrawScreen } from './PrizeDrawScreen.tsx';
import { SeckillScreen } from './SeckillScreen.tsx';
import { SignUpScreen } from './SignUpScreen.tsx';
import { VoteScreen } from './VoteScreen.tsx';

/**
 * The campaign page's body: the prize draw's, the seckill's, the vote's, the project sign-up's, the
 * per-project witness's (its own chunk), or that of a mechanic that opens.
 */
export function CampaignScreen({ value, query, search }: ScreenProps<CampaignPage>) {
  if (value.kind === 'prizeDraw')
    return <PrizeDrawScreen value={value.draw} query={query} search={search} />;
  if (value.kind === 'vote') return <VoteScreen value={value.vote} query={query} search={search} />;
  if (value.kind === 'projectSignUp')
    return <SignUpScreen value={value.signUp} query={query} search={search} />;
  if (value.kind === 'projectWitness')
    return <LazyWitnessScreen value={value.witness} query={query} search={search} />;
  if (value.kind === 'seckill')
    return <SeckillScreen value={value.seckill} query={query} search={search} />;
  return <OpenMechanicScreen value={value} query={query} search={search} />;
}
