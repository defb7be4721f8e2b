import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2026-03-10 12:00:00 in China. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => NOW });
});
afterAll(() => t.stop());

interface Envelope {
  code: number;
  data: unknown;
  message: string;
}

async function get(path: string): Promise<Envelope> {
  return (await (await fetch(`${t.base}/api/${path}`)).json()) as Envelope;
}

describe('conferenceMeetingData/find/{id}', () => {
  test.each([
    [3321, '2026-03-24 09:00:00', '2026-03-07 10:00:00', '2026-03-23 18:00:00', 57],
    [3322, '2026-04-09 09:30:00', '2026-03-13 10:00:00', '2026-04-08 18:00:00', 0],
    [3323, '2026-03-17 14:00:00', '2026-03-03 10:00:00', '2026-03-16 18:00:00', 30],
    [3324, '2026-03-09 09:00:00', '2026-02-08 10:00:00', '2026-03-08 18:00:00', 488],
  ])(
    'meeting %i: times in China time from the day of the call',
    async (id, start, opens, closes, count) => {
      const answer = await get(`bosscloud-activity/conferenceMeetingData/find/${id}`);
      expect(answer.code).toBe(1);
      expect(answer.data).toMatchObject({
        id,
        meetingStartTime: start,
        signUpStartTime: opens,
        signUpEndTime: closes,
        signUpNum: count,
      });
      expect(answer.data).not.toHaveProperty('explanations');
    },
  );

  test('an unknown meeting answers code 404 with its id', async () => {
    expect(await get('bosscloud-activity/conferenceMeetingData/find/999')).toMatchObject({
      code: 404,
      message: '会议不存在: 999',
    });
  });
});

describe('GetMeetingExtendedExplainListBy', () => {
  test("answers the meeting's explanations; none for a meeting without", async () => {
    const path = 'dubbo-customer-admin-api/api/MeetingService/GetMeetingExtendedExplainListBy';
    const answer = await get(`${path}?Mid=3321&IsForManage=0`);
    expect((answer.data as { Title: string }[]).map((item) => item.Title)).toEqual([
      '会议议程',
      '入场须知',
      '交通指引',
    ]);
    expect((await get(`${path}?Mid=3322&IsForManage=0`)).data).toEqual([]);
    expect(await get(`${path}?Mid=999`)).toMatchObject({ code: 404 });
    expect(await get(path)).toMatchObject({ code: 400 });
  });
});

describe('the index of pages', () => {
  test('/__dev/examples opens the meeting page with every meeting, one per sign-up state', async () => {
    const { examples } = (await (await fetch(`${t.base}/__dev/examples`)).json()) as {
      examples: { query: Record<string, string> }[];
    };
    const mids = examples.flatMap((example) =>
      example.query.mid && !example.query.invitationId ? [example.query.mid] : [],
    );
    expect(mids).toEqual(['3321', '3322', '3323', '3324']);
  });

  test('/__dev/examples opens the meeting page from an invitation with its projects', async () => {
    const { examples } = (await (await fetch(`${t.base}/__dev/examples`)).json()) as {
      examples: { query: Record<string, string>; label: string; adds?: string[] }[];
    };
    const invited = examples.filter((example) => example.query.invitationId);
    expect(invited).toEqual([
      {
        query: { mid: '3321', invitationId: '51' },
        adds: ['invitationId'],
        label: '邀请函 51 · 李明邀请参加2026 天九共享·新经济企业家峰会（上海站）（3 个路演项目）',
      },
    ]);
    const projects = await get(
      'bosscloud-activity/conferenceInvitation/selectInvitationProjectList/51',
    );
    expect(projects.data).toHaveLength(3);
  });
});

describe('common/locationTxaddr', () => {
  const venue = '浦东新区世纪大道 1 号 国际会议中心 3 楼';
  test('a meeting venue by its address, alone or after its city with or without 市', async () => {
    for (const address of [venue, `上海市${venue}`, `上海${venue.replace(/ /g, '')}`])
      expect(await get(`common/locationTxaddr?address=${encodeURIComponent(address)}`)).toEqual({
        code: 1,
        message: expect.any(String),
        data: { latitude: 31.2397, longitude: 121.4998, name: venue, address: `上海市${venue}` },
      });
  });

  test('an address it does not know answers 404; none at all 400', async () => {
    expect(await get('common/locationTxaddr?address=%E7%81%AB%E6%98%9F')).toMatchObject({
      code: 404,
      message: '未找到该地址',
    });
    expect(await get('common/locationTxaddr')).toMatchObject({ code: 400 });
  });
});
