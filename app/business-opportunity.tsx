import '../ui/base.css';
import { businessOpportunityScreen } from '../screens/business/business-opportunity.ts';
import { startScreen } from './start-screen.tsx';

startScreen(businessOpportunityScreen);
