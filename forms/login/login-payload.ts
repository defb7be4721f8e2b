/** R9.04: login source 11, client H5, source id msite_mobile. */
export const LOGIN_SOURCE = 11;
export const LOGIN_CLIENT = 'H5';
export const LOGIN_SOURCE_ID = 'msite_mobile';

/** The login/sign-up payload of spec §3. */
export interface LoginPayload {
  mobile: string;
  smsCode: string;
  sourceId: string;
  scene?: string;
  sceneId?: string;
  client: string;
  source: number;
}

/** Builds the SMS login payload; scene and sceneId come from the page (query sceneId). */
export function loginPayload(
  mobile: string,
  smsCode: string,
  scene?: { scene?: string | undefined; sceneId?: string | undefined },
): LoginPayload {
  return {
    mobile: mobile.trim(),
    smsCode: smsCode.trim(),
    sourceId: LOGIN_SOURCE_ID,
    ...(scene?.scene ? { scene: scene.scene } : {}),
    ...(scene?.sceneId ? { sceneId: scene.sceneId } : {}),
    client: LOGIN_CLIENT,
    source: LOGIN_SOURCE,
  };
}
