// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import type { FormsRoot } from '../../forms/forms-root.ts';
import meeting3321 from '../../fixtures/screens/meeting-3321.json';
import type { Envelope } from '../../lib/wire.ts';
import type { Meeting } from '../../schemas/meeting.ts';
import { fakeForms, Providers } from '../shared/screen-providers.testing.tsx';
import { VenueMapButton } from './VenueMapButton.tsx';

const MEETING = { ...meeting3321.data, id: '3321' } as Meeting;
const VENUE = '浦东新区世纪大道 1 号 国际会议中心 3 楼';
const FOUND: Envelope = {
  code: 1,
  message: '成功',
  data: { latitude: 31.2397, longitude: 121.4998, name: VENUE, address: `上海市${VENUE}` },
};

function setup(answer: Envelope | Promise<Envelope>) {
  const call = fakeApiCall(() => answer);
  const api = { call, setSessionRecovery: vi.fn() } satisfies ApiClient;
  const { forms: root, notify } = fakeForms(false);
  const forms = { ...root, options: { api } } as unknown as FormsRoot;
  const dispatch = vi.fn();
  render(
    <Providers api={api} forms={forms} dispatch={dispatch}>
      <VenueMapButton meeting={MEETING} />
    </Providers>,
  );
  return { call, dispatch, notify, button: screen.getByRole('button', { name: '查看地图' }) };
}

describe('查看地图 (docs/conference.md)', () => {
  test("the venue resolved by locationTxaddr, then shown on a map (the engine picks WeChat's or a link)", async () => {
    const { call, dispatch, button } = setup(FOUND);
    fireEvent.click(button);
    await waitFor(() => expect(dispatch).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith('commonLocationTxaddr', {
      query: { address: `上海市${VENUE}` },
    });
    expect(dispatch).toHaveBeenCalledWith({
      kind: 'openLocation',
      location: { latitude: 31.2397, longitude: 121.4998, name: VENUE, address: `上海市${VENUE}` },
    });
  });

  test('an address the map does not know says so; nothing opens', async () => {
    const { dispatch, notify, button } = setup({ code: 404, data: null, message: '未找到该地址' });
    fireEvent.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('未找到该地址'));
    expect(dispatch).not.toHaveBeenCalled();
  });

  test('taps while the address is being resolved ask once', async () => {
    let answer: (envelope: Envelope) => void = () => undefined;
    const { call, dispatch, button } = setup(new Promise<Envelope>((done) => (answer = done)));
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(button);
    answer(FOUND);
    await waitFor(() => expect(dispatch).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
