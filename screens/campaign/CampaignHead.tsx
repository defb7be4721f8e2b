import type { CampaignComponent } from '../../schemas/campaign.ts';
import { picture } from '../../ui/Picture.tsx';
import { shortTime } from './short-time.ts';

/** A mechanic's head: its picture, title and window (server-rendered: nothing personal). */
export function CampaignHead({ component }: { component: CampaignComponent }) {
  const from = shortTime(component.startTime);
  const to = shortTime(component.endTime);
  return (
    <header className="bc-campaign__head">
      {component.coverImg
        ? picture({
            className: 'bc-campaign__cover',
            src: component.coverImg,
            alt: '',
            ratio: 750 / 400,
            priority: true,
          })
        : null}
      <h1 className="bc-campaign__title">{component.title || '活动'}</h1>
      {from && to ? (
        <p className="bc-campaign__window">
          活动时间：{from} - {to}
        </p>
      ) : null}
    </header>
  );
}
