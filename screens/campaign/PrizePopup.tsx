import { useAction } from '../../actions/use-action.tsx';
import { useAppOpening } from '../../actions/use-app-opening.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { picture } from '../../ui/Picture.tsx';
import type { OpenWords } from './mechanic.ts';

/** What a draw or an open gave: a prize, nothing, or nothing more today (R8.12). */
export type PrizeOutcome =
  | {
      kind: 'won';
      prizeName: string;
      prizeImg?: string | undefined;
      prizeWinfoId?: string | undefined;
    }
  | { kind: 'lost' }
  | { kind: 'already' };

function title(outcome: PrizeOutcome, words: OpenWords): string {
  switch (outcome.kind) {
    case 'won':
      return words.won;
    case 'lost':
      return words.lostTitle ?? '很遗憾，未中奖';
    case 'already':
      return words.already;
    default:
      return outcome satisfies never;
  }
}

function message(outcome: PrizeOutcome, words: OpenWords): string {
  switch (outcome.kind) {
    case 'won':
      return `获得「${outcome.prizeName}」，${words.kept}`;
    case 'lost':
      return words.lost;
    case 'already':
      return words.alreadyNote ?? '今日机会已用完，明天再来吧';
    default:
      return outcome satisfies never;
  }
}

/**
 * The lottery / prize popup (spec §2), in the words of its mechanic (mechanic.ts): the prize
 * won, none, or nothing more today (R8.12 您已参与过抽奖 for the draw), with a share
 * button where the host can share (the app, WeChat, the mini-program: `resolve()` decides how) and
 * a download-app link everywhere but the app. `onShared` hears a share of a prize won.
 */
export function PrizePopup({
  outcome,
  words,
  downloadHref,
  onClose,
  onShared,
}: {
  outcome: PrizeOutcome | undefined;
  words: OpenWords;
  downloadHref: string;
  onClose: () => void;
  onShared?: (prizeWinfoId: string) => void;
}) {
  const dispatch = useAction();
  const opening = useAppOpening();
  const shown = outcome ?? { kind: 'lost' };
  const share = () => {
    void dispatch({ kind: 'share' });
    if (shown.kind === 'won' && shown.prizeWinfoId) onShared?.(shown.prizeWinfoId);
  };
  return (
    <Dialog
      open={outcome !== undefined}
      title={title(shown, words)}
      onClose={onClose}
      closeOnBackdrop
      className={`bc-prize-popup bc-prize-popup--${shown.kind}`}
      actions={[{ text: '知道了', tone: 'primary', onClick: onClose }]}
    >
      {shown.kind === 'won' && shown.prizeImg
        ? picture({
            className: 'bc-prize-popup__picture',
            src: shown.prizeImg,
            alt: shown.prizeName,
            ratio: 1,
          })
        : null}
      <p className="bc-prize-popup__message">{message(shown, words)}</p>
      <div className="bc-prize-popup__buttons">
        {opening !== 'launch' && (
          <button type="button" className="bc-prize-popup__share" onClick={share}>
            分享给好友
          </button>
        )}
        {opening !== 'inApp' && (
          <a className="bc-prize-popup__download" href={downloadHref}>
            下载天九老板云 App
          </a>
        )}
      </div>
    </Dialog>
  );
}
