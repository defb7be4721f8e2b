import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { carriedQuery } from '../../lib/query.ts';
import { RichText } from '../../ui/RichText.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import type { VipLevelView, VipPage } from './load-vip.ts';
import { useActivateVip } from './use-activate-vip.ts';
import { useInView } from './use-in-view.ts';
import { useVipIntention } from './use-vip-intention.ts';
import { useVipVisitor, type VipVisitor } from './use-vip-visitor.ts';
import { VipAgreementPopup } from './VipAgreementPopup.tsx';
import { VipCards } from './VipCards.tsx';
import { VipPrices } from './VipPrices.tsx';
import { VipSectionTitle } from './VipSectionTitle.tsx';
import { VipUserHeader } from './VipUserHeader.tsx';
import {
  activateWording,
  floatingButtonShown,
  initialCardIndex,
  offersIntention,
  type InitialCardInput,
} from './vip-rules.ts';
import { vipStyleOf } from './vip-styles.ts';
import './vip.css';

const VipIntentionPopup = lazy(() => import('./VipIntentionPopup.tsx'));

/** The parameters of vip.html that never travel to the certification page (its way back keeps the business). */
const VIP_ONLY = ['vipKey', 'upGrade', 'isToNext', 'swiperDisabled', 'payPath'];

function levelsWithVisitor(levels: VipLevelView[], visitor: VipVisitor | undefined) {
  return levels.map(({ vipKey }) => ({
    vipKey,
    isUserNextVip: visitor?.levels[vipKey]?.isUserNextVip,
  }));
}

/**
 * vip.html once loaded: the visitor's header, the level cards, the chosen level's prices (with the
 * activate or renew button, R4.08), rights and help, and the floating activate bar (R4.09). The
 * visitor's own part (header, status, next level, current level) fills in after hydration, and the
 * first card is chosen again by R4.10 once it is known.
 */
export function VipScreen({ value, query, search }: ScreenProps<VipPage>) {
  const { levels, businessKey } = value;
  const visitor = useVipVisitor(businessKey, query.userId);
  const rule: Omit<InitialCardInput, 'loggedIn' | 'currentKey'> = {
    vipKey: query.vipKey,
    upGrade: query.upGrade === '1',
    isToNext: query.isToNext === '1',
  };
  const [index, setIndex] = useState(() =>
    initialCardIndex(levelsWithVisitor(levels, undefined), { ...rule, loggedIn: false }),
  );
  const placed = useRef(false);
  useEffect(() => {
    if (!visitor || placed.current) return;
    placed.current = true;
    setIndex(
      initialCardIndex(levelsWithVisitor(levels, visitor), {
        ...rule,
        loggedIn: visitor.loggedIn,
        currentKey: visitor.config?.vipKey,
      }),
    );
    // The rule's inputs come from the address, which does not change during the visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visitor, levels]);

  const [chosenSku, setChosenSku] = useState<Record<string, number>>({});
  const level = levels[index] ?? levels[0];
  const priceBlock = useRef<HTMLElement>(null);
  const priceInView = useInView(priceBlock, level?.vipKey);
  const activation = useActivateVip({ businessKey, payPath: query.payPath });
  const intention = useVipIntention(
    businessKey,
    levels
      .filter((shown) => offersIntention(shown.vipKey, shown.skuList.length))
      .map((shown) => shown.vipKey),
  );
  if (!level) return null;

  const style = vipStyleOf(level.vipKey);
  const status = visitor?.levels[level.vipKey];
  const skuAt = Math.min(chosenSku[level.vipKey] ?? 0, Math.max(0, level.skuList.length - 1));
  const sku = level.skuList[skuAt];
  const wording = activateWording(status?.userVipStatus);
  const floating = floatingButtonShown(level.vipKey, level.skuList.length, priceInView);
  const buttonStyle = { background: style.btnBgColor, color: style.btnTextColor };
  const activate = () => sku && void activation.activate(level, sku);
  const certifyQuery = carriedQuery(search, VIP_ONLY).toString();
  const needsCertification =
    level.vipKey === 'authUser' &&
    visitor?.config?.vipKey !== 'authUser' &&
    status?.userVipStatus !== 1;

  return (
    <main
      className={floating ? 'bc-vip bc-vip--with-bar' : 'bc-vip'}
      style={
        {
          '--bc-vip-content-bg': style.contentBg,
          '--bc-vip-line-bg': style.lineBg,
          '--bc-vip-title-left': style.titleLeftBg,
          '--bc-vip-title-right': style.titleRightBg,
          '--bc-vip-arrow': style.rightArrow,
        } as CSSProperties
      }
    >
      <h1 className="bc-vip__heading">会员中心</h1>
      {visitor?.config && <VipUserHeader user={visitor.config} />}
      <VipCards
        levels={levels}
        index={index}
        onChange={setIndex}
        locked={query.swiperDisabled === '1'}
        cardOf={(shown) => ({
          level: shown,
          current: visitor?.config?.vipKey === shown.vipKey,
          rightsTime:
            query.isShowRightsTime === '1' ? visitor?.levels[shown.vipKey]?.rightsTime : undefined,
        })}
      />
      {level.skuList.length > 0 && (
        <VipPrices
          skuList={level.skuList}
          chosen={skuAt}
          onChoose={(at) => setChosenSku((chosen) => ({ ...chosen, [level.vipKey]: at }))}
          wording={wording}
          onActivate={activate}
          busy={activation.busy}
          blockRef={priceBlock}
          buttonStyle={buttonStyle}
        />
      )}
      {offersIntention(level.vipKey, level.skuList.length) && (
        <button
          type="button"
          className="bc-vip__activate bc-vip__intention"
          style={buttonStyle}
          disabled={intention.opening || intention.sent.has(level.vipKey)}
          onClick={() => void intention.open(level)}
        >
          {intention.sent.has(level.vipKey) ? '已提交合作意向' : '提交合作意向'}
        </button>
      )}
      {needsCertification && (
        <a
          className="bc-vip__certify"
          href={`certification.html${certifyQuery ? `?${certifyQuery}` : ''}`}
          style={{ background: style.btnBgColor2, color: style.btnTextColor2 }}
        >
          立即认证
        </a>
      )}
      {level.rightsContent && (
        <section className="bc-vip__section" aria-labelledby="bc-vip-rights">
          <VipSectionTitle id="bc-vip-rights">会员权益</VipSectionTitle>
          <RichText html={level.rightsContent} className="bc-vip__rich" />
        </section>
      )}
      {level.helpContent && (
        <section className="bc-vip__section" aria-labelledby="bc-vip-help">
          <VipSectionTitle id="bc-vip-help">帮助</VipSectionTitle>
          <RichText html={level.helpContent} className="bc-vip__rich" />
        </section>
      )}
      {floating && sku && (
        <div className="bc-vip-bar">
          <p className="bc-vip-bar__price">
            <small>¥</small>
            {sku.realPrice ?? '—'}
          </p>
          <button
            type="button"
            className="bc-vip__activate bc-vip-bar__button"
            style={buttonStyle}
            disabled={activation.busy}
            onClick={activate}
          >
            {wording}
          </button>
        </div>
      )}
      {activation.agreement && (
        <VipAgreementPopup
          agreement={activation.agreement}
          busy={activation.busy}
          onAccept={() => void activation.accept()}
          onClose={activation.dismiss}
        />
      )}
      {intention.target && (
        <Suspense fallback={null}>
          <VipIntentionPopup
            target={intention.target}
            initial={{
              // A member with no name of their own is shown by their masked mobile: not a name.
              name: visitor?.config?.userName?.includes('*')
                ? ''
                : (visitor?.config?.userName ?? ''),
              companyName: visitor?.config?.company ?? '',
              demand: '',
            }}
            onStored={intention.stored}
            onClose={intention.dismiss}
          />
        </Suspense>
      )}
    </main>
  );
}
