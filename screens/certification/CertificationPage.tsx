import { carriedQuery } from '../../lib/query.ts';
import type { ScreenProps } from '../shared/screen.ts';
import { CertificationScreen } from './CertificationScreen.tsx';

/** The certification screen as a page, with the way back to the VIP centre, whose levels follow it. */
export function CertificationPage({ search }: ScreenProps<null>) {
  const back = carriedQuery(search).toString();
  return (
    <>
      <CertificationScreen />
      <p className="bc-cert__back">
        <a href={`vip.html${back ? `?${back}` : ''}`}>查看会员权益</a>
      </p>
    </>
  );
}
