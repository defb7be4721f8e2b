import { describe, expect, test } from 'vitest';
import { deploymentFrom } from '../lib/deployment.ts';
import { ENDPOINTS } from './endpoints.ts';
import { requestUrl } from './request-url.ts';

const deployment = deploymentFrom({
  VITE_GATEWAY_BASE: 'https://gw.example/api/',
  VITE_ACTIVITY_BASE: 'https://gw.example/api/bosscloud-activity/',
  VITE_CUSTOMER_ADMIN_BASE: 'https://uc.example/dubbo-customer-admin-api/',
  VITE_USER_CENTRE_BASE: 'https://uc.example/',
  VITE_APP_ID: 'app-42',
});

describe('the address of a row', () => {
  test.each([
    ['commonWitnessVote', 'https://gw.example/api/bosscloud-activity/commonWitness/vote/5'],
    [
      'apiMeetingUserServiceGetAreaByFid',
      'https://uc.example/dubbo-customer-admin-api/api/MeetingUserService/GetAreaByFid',
    ],
    ['conferenceApply', 'https://uc.example/conference/apply'],
    [
      'conferenceMeetingDataFind',
      'https://gw.example/api/bosscloud-activity/conferenceMeetingData/find/5',
    ],
    ['pageV2Find', 'https://gw.example/api/page/v2/find'],
  ] as const)('%s goes to its own base', (name, url) => {
    expect(requestUrl(deployment, ENDPOINTS[name], { params: { id: 5 } })).toBe(url);
  });

  test('path parameters are URL-encoded and undefined query values left out', () => {
    expect(
      requestUrl(deployment, ENDPOINTS.channelTagGetConfByUrlParam, {
        params: { param: 'a/b c?d' },
        query: { x: 1, skip: undefined },
      }),
    ).toBe('https://gw.example/api/channelTag/getConfByUrlParam/a%2Fb%20c%3Fd?x=1');
  });

  test('a missing path parameter is a programming error', () => {
    expect(() => requestUrl(deployment, ENDPOINTS.activeCommercialFind, {})).toThrow(
      'Missing path parameter "id" for activeCommercial/find/{id}',
    );
  });
});
