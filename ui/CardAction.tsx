import type { ReactNode } from 'react';
import './CardAction.css';

export interface CardActionProps {
  /** The card's title: the button's visible text and so its accessible name. */
  children?: ReactNode;
  /** The name read out when the card has no title. */
  label: string;
  className?: string;
  /** Ids of the parts that describe the card (summary, meta). */
  describedBy?: string | undefined;
  onPress: () => void;
}

/**
 * The one tap target of a card: the title is the button and its ::after stretches over the whole
 * card (put `bc-card` on the card). Screen readers hear the title, then the description; the name
 * always matches the visible text. A function that answers its elements (it holds no state), not a
 * component: a page's hundreds of cards then cost no component each for it.
 */
export function cardAction({ children, label, className, describedBy, onPress }: CardActionProps) {
  return (
    <button
      type="button"
      className={className ? `bc-card-action ${className}` : 'bc-card-action'}
      aria-describedby={describedBy || undefined}
      onClick={onPress}
    >
      {children ?? <span className="bc-visually-hidden">{label}</span>}
    </button>
  );
}
