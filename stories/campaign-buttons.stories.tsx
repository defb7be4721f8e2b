import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CampaignPhase } from '../screens/campaign/campaign-phase.ts';
import type { DrawState } from '../screens/campaign/draw-state.ts';
import { MechanicAction } from '../screens/campaign/MechanicAction.tsx';
import type { OpenMechanic } from '../screens/campaign/mechanic.ts';
import { OPEN_MECHANICS } from '../screens/campaign/open-mechanics.ts';
import { PRIZE_DRAW_MECHANIC } from '../screens/campaign/prize-draw-mechanic.ts';
import { SECKILL_MECHANIC } from '../screens/campaign/seckill-mechanic.ts';
import { LikeButton } from '../screens/campaign/LikeButton.tsx';
import { PosterView } from '../screens/campaign/PosterView.tsx';
import { signUpButtonOf } from '../screens/campaign/sign-up-button.ts';
import type { PosterState } from '../screens/campaign/use-poster.ts';
import type { SignUpAttempt } from '../screens/campaign/use-project-sign-up.ts';
import type { MyVote } from '../screens/campaign/use-vote.ts';
import { voteButtonOf } from '../screens/campaign/vote-button.ts';
import type { MyWitnesses } from '../screens/campaign/use-project-witness.ts';
import { witnessButtonOf } from '../screens/campaign/witness-button.ts';
import '../screens/campaign/campaign.css';

/** Every state of a mechanic's button, the passing ones (drawing, buying) too. */
const STATES: readonly DrawState[] = [
  'unknown',
  'notStarted',
  'open',
  'drawing',
  'already',
  'noChances',
  'paused',
  'ended',
];

const MECHANICS: Record<string, OpenMechanic> = {
  prizeDraw: PRIZE_DRAW_MECHANIC,
  redBag: OPEN_MECHANICS.redBag,
  seckill: SECKILL_MECHANIC,
  luckTag: OPEN_MECHANICS.luckTag,
};

/** One mechanic's button in each state, side by side with the state's name. */
function Buttons({ mechanic }: { mechanic: keyof typeof MECHANICS }) {
  const { words } = MECHANICS[mechanic] ?? PRIZE_DRAW_MECHANIC;
  return (
    <main className="bc-campaign">
      {STATES.map((state) => (
        <section key={state} className="bc-campaign__stage" aria-label={state}>
          <p className="bc-campaign__hint">{state}</p>
          <MechanicAction
            state={state}
            left={state === 'notStarted' ? 2 * 86_400_000 - 1_000 : null}
            words={words}
            chances={state === 'open' ? { times: 1, used: 0 } : undefined}
            onTap={() => undefined}
          />
        </section>
      ))}
    </main>
  );
}

const meta = {
  title: 'Screens/Campaign/Buttons in every state',
  component: Buttons,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Buttons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prize draw's: 立即抽奖, 抽奖中…, 您已参与过抽奖 (R8.12), 暂无抽奖机会, 抽奖暂未开放 … */
export const PrizeDraw: Story = { args: { mechanic: 'prizeDraw' } };
/** The red bag's: 拆红包, 拆红包中…, 今日红包已领取, 暂无红包可拆 … */
export const RedBag: Story = { args: { mechanic: 'redBag' } };
/** The seckill's: 立即抢购, 抢购中…, 您已抢购过该商品, 已抢光 … */
export const Seckill: Story = { args: { mechanic: 'seckill' } };
/** A Spring festival gift's (the luck tag): 抽好运签, 抽签中…, 今天已抽过好运签 … */
export const LuckTag: Story = { args: { mechanic: 'luckTag' } };

/** A vote's moments: [phase, the visitor's vote, the candidate voting]. */
const VOTE_MOMENTS: readonly [string, CampaignPhase | undefined, MyVote | undefined, string?][] = [
  ['unknown (server HTML)', undefined, undefined],
  ['not started', 'notStarted', undefined],
  ['open', 'open', undefined],
  ['voting for this one', 'open', undefined, '9501'],
  ['voting for another', 'open', undefined, '9502'],
  ['voted for this one', 'open', { voted: true, projectId: '9501' }],
  ['voted for another', 'open', { voted: true, projectId: '9502' }],
  ['ended', 'ended', undefined],
];

/** A list's rows, each a moment's name beside its button (and what shows under it). */
function ButtonRows({
  label,
  rows,
}: {
  label: string;
  rows: readonly { name: string; button: { label: string; active: boolean }; below?: string }[];
}) {
  return (
    <main className="bc-campaign">
      <section className="bc-campaign__stage" aria-label={label}>
        <ol className="bc-vote">
          {rows.map(({ name, button, below }) => (
            <li key={name} className="bc-vote__item">
              <div className="bc-vote__about">
                <h2 className="bc-vote__name">{name}</h2>
              </div>
              <button type="button" className="bc-vote__button" disabled={!button.active}>
                {button.label}
              </button>
              {below ? <p className="bc-project__failed">{below}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}

/** A vote candidate's button in each moment (candidate 9501). */
export const VoteButtons: StoryObj = {
  render: () => (
    <ButtonRows
      label="投票按钮"
      rows={VOTE_MOMENTS.map(([name, phase, mine, voting]) => ({
        name,
        button: voteButtonOf(phase, mine, voting, '9501'),
      }))}
    />
  ),
};

/** The visitor's witnesses: `ids` witnessed, `left` votes today. */
const witnesses = (ids: string[], left: number): MyWitnesses => ({ witnessed: new Set(ids), left });

/** A per-project witness's moments: [name, phase, the visitor's witnesses, the project witnessing]. */
const WITNESS_MOMENTS: readonly [
  string,
  CampaignPhase | undefined,
  MyWitnesses | undefined,
  string?,
][] = [
  ['unknown (server HTML)', undefined, undefined],
  ['not started', 'notStarted', undefined],
  ['open, not logged in', 'open', undefined],
  ['votes left', 'open', witnesses([], 2)],
  ['witnessing this one', 'open', witnesses([], 2), '10101'],
  ['witnessing another', 'open', witnesses([], 2), '10102'],
  ['witnessed', 'open', witnesses(['10101'], 1)],
  ['none left', 'open', witnesses(['10102'], 0)],
  ['witnessed, ended', 'ended', witnesses(['10101'], 0)],
  ['ended', 'ended', undefined],
];

/** A witness project's button in each moment (project 10101). */
export const WitnessButtons: StoryObj = {
  render: () => (
    <ButtonRows
      label="见证按钮"
      rows={WITNESS_MOMENTS.map(([name, phase, mine, witnessing]) => ({
        name,
        button: witnessButtonOf(phase, mine, witnessing, '10101'),
      }))}
    />
  ),
};

/** A project sign-up's moments: [name, phase, signed up per the list, this page's attempt]. */
const SIGN_UP_MOMENTS: readonly [string, CampaignPhase | undefined, boolean, SignUpAttempt?][] = [
  ['unknown (server HTML)', undefined, false],
  ['not started', 'notStarted', false],
  ['open', 'open', false],
  ['signing up', 'open', false, { kind: 'signing' }],
  ['failed', 'open', false, { kind: 'failed', message: '系统繁忙，请稍后再试' }],
  ['just signed up', 'open', false, { kind: 'done', signUpId: '31' }],
  ['signed up before', 'open', true],
  ['signed up, ended', 'ended', true],
  ['ended', 'ended', false],
];

/** A project's sign-up button in each moment, a failure's words under it. */
export const SignUpButtons: StoryObj = {
  render: () => (
    <ButtonRows
      label="报名按钮"
      rows={SIGN_UP_MOMENTS.map(([name, phase, signedUp, attempt]) => ({
        name,
        button: signUpButtonOf(phase, signedUp, attempt),
        ...(attempt?.kind === 'failed' ? { below: `报名失败：${attempt.message}` } : {}),
      }))}
    />
  ),
};

/** A signed-up project's poster in each state: [name, state]. */
const POSTER_STATES: readonly [string, PosterState][] = [
  ['closed: 生成海报', { kind: 'closed' }],
  ['asking (and 换一张 asking again)', { kind: 'loading' }],
  ['shown', { kind: 'shown', posterUrl: 'campaign/poster-coldchain-1.jpg' }],
  ['failed', { kind: 'failed', message: '该项目暂无海报' }],
];

/** The poster in every state (the project's list shows it under a signed-up project). */
export const PosterStates: StoryObj = {
  render: () => (
    <main className="bc-campaign">
      {POSTER_STATES.map(([name, poster]) => (
        <section key={name} className="bc-campaign__stage" aria-label={name}>
          <p className="bc-campaign__hint">{name}</p>
          <PosterView poster={poster} projectName="县域冷链物流" onAsk={() => undefined} />
        </section>
      ))}
    </main>
  ),
};

/** A project's like: not liked (赞 326), liked (已赞 327, pressed, not tappable: no undo). */
export const LikeButtons: StoryObj = {
  render: () => (
    <main className="bc-campaign">
      <section className="bc-campaign__stage" aria-label="点赞">
        <LikeButton likes={326} liked={false} onTap={() => undefined} />
        <LikeButton likes={327} liked onTap={() => undefined} />
      </section>
    </main>
  ),
};
