/**
 * The VIP style config of one tier (spec §3): the card's background (and its level 2 and 3
 * variants' where the tier has them), the rights panel's background, the divider, the pictures
 * either side of a section title, the arrow, the introduce text, the text colour and the two button
 * colour pairs (activate; the secondary action). Backgrounds are CSS background values.
 */
export interface VipStyle {
  cardBg: string;
  cardBg2?: string;
  cardBg3?: string;
  contentBg: string;
  lineBg: string;
  titleLeftBg: string;
  titleRightBg: string;
  rightArrow: string;
  introduce: string;
  textColor: string;
  btnBgColor: string;
  btnTextColor: string;
  btnBgColor2: string;
  btnTextColor2: string;
}

/** spec §3: the supreme tiers' introduce text. */
export const SUPREME_INTRODUCE = '获得尊贵身份认证，尊享极致服务体验';
/** spec §3: the consultant tiers' introduce text. */
export const CONSULTANT_INTRODUCE = '7*24小时AI智能顾问';

const title = (from: string, to: string) => `linear-gradient(90deg, ${from}, ${to})`;
const card = (angle: number, ...stops: string[]) =>
  `linear-gradient(${angle}deg, ${stops.join(', ')})`;

/** Every tier's style, one row each; a tier the table does not know is shown as the registered user's. */
export const VIP_STYLES = {
  registerUser: {
    cardBg: card(135, '#eef1f6', '#d5dbe6'),
    contentBg: '#f6f8fb',
    lineBg: '#d9dee8',
    titleLeftBg: title('rgba(95,108,132,0)', '#5f6c84'),
    titleRightBg: title('#5f6c84', 'rgba(95,108,132,0)'),
    rightArrow: '#5f6c84',
    introduce: '注册即可浏览平台项目、资讯与直播',
    textColor: '#2d3648',
    btnBgColor: '#2d3648',
    btnTextColor: '#ffffff',
    btnBgColor2: '#e3e8f0',
    btnTextColor2: '#2d3648',
  },
  authUser: {
    cardBg: card(135, '#e6f0ff', '#bcd3fb'),
    contentBg: '#f3f7ff',
    lineBg: '#c9dafa',
    titleLeftBg: title('rgba(40,96,196,0)', '#2860c4'),
    titleRightBg: title('#2860c4', 'rgba(40,96,196,0)'),
    rightArrow: '#2860c4',
    introduce: '完成身份认证，解锁平台完整功能',
    textColor: '#163a7a',
    btnBgColor: '#2860c4',
    btnTextColor: '#ffffff',
    btnBgColor2: '#dbe7fd',
    btnTextColor2: '#163a7a',
  },
  supremeVip: {
    cardBg: card(135, '#3b3126', '#15110c'),
    cardBg2: card(135, '#4a3a26', '#1d150b'),
    cardBg3: card(135, '#5a4426', '#231809'),
    contentBg: '#fbf6ee',
    lineBg: '#ead9bd',
    titleLeftBg: title('rgba(176,128,60,0)', '#b0803c'),
    titleRightBg: title('#b0803c', 'rgba(176,128,60,0)'),
    rightArrow: '#b0803c',
    introduce: SUPREME_INTRODUCE,
    textColor: '#f3dcb2',
    btnBgColor: '#e9c88f',
    btnTextColor: '#3b2a12',
    btnBgColor2: '#3b3126',
    btnTextColor2: '#f3dcb2',
  },
  bossConsultantVip: {
    cardBg: card(135, '#18344f', '#0a1726'),
    cardBg2: card(135, '#1c3f63', '#0b1b2e'),
    contentBg: '#f1f6fb',
    lineBg: '#c8d9ea',
    titleLeftBg: title('rgba(50,120,190,0)', '#3278be'),
    titleRightBg: title('#3278be', 'rgba(50,120,190,0)'),
    rightArrow: '#3278be',
    introduce: CONSULTANT_INTRODUCE,
    textColor: '#cfe4fa',
    btnBgColor: '#8cc4f5',
    btnTextColor: '#0a1f36',
    btnBgColor2: '#18344f',
    btnTextColor2: '#cfe4fa',
  },
  bossAIVip: {
    cardBg: card(135, '#2b1f4d', '#110b22'),
    cardBg2: card(135, '#35265f', '#150d2a'),
    contentBg: '#f5f2fc',
    lineBg: '#d9cff2',
    titleLeftBg: title('rgba(120,90,210,0)', '#785ad2'),
    titleRightBg: title('#785ad2', 'rgba(120,90,210,0)'),
    rightArrow: '#785ad2',
    introduce: CONSULTANT_INTRODUCE,
    textColor: '#e2d8fb',
    btnBgColor: '#b9a3f5',
    btnTextColor: '#1d1240',
    btnBgColor2: '#2b1f4d',
    btnTextColor2: '#e2d8fb',
  },
  groupSupremeBossAIVip: {
    cardBg: card(135, '#40201f', '#190b0b'),
    cardBg2: card(135, '#4f2624', '#200d0c'),
    cardBg3: card(135, '#5e2c29', '#280f0d'),
    contentBg: '#fcf3f1',
    lineBg: '#f0d2cc',
    titleLeftBg: title('rgba(190,84,66,0)', '#be5442'),
    titleRightBg: title('#be5442', 'rgba(190,84,66,0)'),
    rightArrow: '#be5442',
    introduce: SUPREME_INTRODUCE,
    textColor: '#f8d6c9',
    btnBgColor: '#f2b39f',
    btnTextColor: '#3d130c',
    btnBgColor2: '#40201f',
    btnTextColor2: '#f8d6c9',
  },
  groupSupremeBossAIConsultantVip: {
    cardBg: card(135, '#143c37', '#061917'),
    cardBg2: card(135, '#184a43', '#081f1c'),
    cardBg3: card(135, '#1c574f', '#0a2521'),
    contentBg: '#eff8f6',
    lineBg: '#c4e4dd',
    titleLeftBg: title('rgba(40,150,130,0)', '#289682'),
    titleRightBg: title('#289682', 'rgba(40,150,130,0)'),
    rightArrow: '#289682',
    introduce: CONSULTANT_INTRODUCE,
    textColor: '#c9f0e7',
    btnBgColor: '#86dbc8',
    btnTextColor: '#06302a',
    btnBgColor2: '#143c37',
    btnTextColor2: '#c9f0e7',
  },
} as const satisfies Record<string, VipStyle>;

/** A level's style: its tier's row (the registered user's for a tier the table does not know). */
export function vipStyleOf(vipKey: string): VipStyle {
  return (VIP_STYLES as Record<string, VipStyle>)[vipKey] ?? VIP_STYLES.registerUser;
}

/** The card background of a level: the level 2 or 3 variant's where the tier has one. */
export function cardBackground(style: VipStyle, vipLevel: number | undefined): string {
  if (vipLevel === 3) return style.cardBg3 ?? style.cardBg2 ?? style.cardBg;
  if (vipLevel === 2) return style.cardBg2 ?? style.cardBg;
  return style.cardBg;
}
