import type { ScreenDefinition } from '../shared/screen.ts';
import { businessOpportunityScreen } from './business-opportunity.ts';
import type { BusinessPage } from './load-business.ts';

/** bussiness (spec §2, the older name links still use): the business opportunity screen under its own HTML name. */
export const bussinessScreen: ScreenDefinition<BusinessPage> = {
  ...businessOpportunityScreen,
  name: 'bussiness',
  html: 'bussiness.html',
};
