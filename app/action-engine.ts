/** The action engine's parts the composition root loads after the page shows (see lazy-dispatch.ts). */
export { contextSource } from '../actions/context.ts';
export { createActionEngine } from '../actions/engine.ts';
export { createStayConsultCommit } from '../actions/stay-consult.ts';
