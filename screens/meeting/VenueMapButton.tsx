import { useRef } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { Meeting } from '../../schemas/meeting.ts';

/** What the visitor reads when the venue cannot be found on the map. */
export const VENUE_NOT_FOUND = '暂未找到会场位置';

/**
 * 查看地图 beside the venue (docs/conference.md): the address resolved by `common/locationTxaddr`,
 * then shown on a map: WeChat's own in WeChat (signed first; a failing signature alerts, R8.17), with
 * the service's GCJ-02 as it is, else a map link, its pin converted to the open map's WGS-84
 * (lib/map.ts), both at zoom 15 (R9.16). Taps while one is under way do nothing.
 */
export function VenueMapButton({ meeting }: { meeting: Meeting }) {
  const forms = useFormsRoot();
  const dispatch = useAction();
  const busy = useRef(false);
  const open = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const address = `${meeting.city?.trim() ?? ''}${meeting.address?.trim() ?? ''}`;
      const answer = await forms.options.api.call('commonLocationTxaddr', { query: { address } });
      if (answer.code !== SUCCESS_CODE) {
        forms.notify(answer.message || VENUE_NOT_FOUND);
        return;
      }
      const name = answer.data.name ?? meeting.address?.trim();
      await dispatch({
        kind: 'openLocation',
        location: {
          latitude: answer.data.latitude,
          longitude: answer.data.longitude,
          ...(name ? { name } : {}),
          address: answer.data.address ?? address,
        },
      });
    } catch {
      forms.notify(VENUE_NOT_FOUND);
    } finally {
      busy.current = false;
    }
  };
  return (
    <button type="button" className="bc-meeting-summary__map" onClick={() => void open()}>
      查看地图
    </button>
  );
}
