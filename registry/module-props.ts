import type { ModuleConfig, ModuleKind, Product } from '../schemas/index.ts';

/** A module's validated data: its config, and for goods the products that come beside it. */
export type ModuleData<Kind extends ModuleKind> = Kind extends 'goods'
  ? ModuleConfig<'goods'> & { products: Product[] }
  : ModuleConfig<Kind>;

/** One valid module of a page, as the runtime hands it to its renderer. */
export type PageModule<Kind extends ModuleKind = ModuleKind> = {
  [K in Kind]: {
    kind: K;
    /** Module id from the wire, as a string. */
    id: string;
    /** Staff's name for the module. */
    name: string;
    /** Wire type number. */
    type: number;
    backgroundImg?: string;
    data: ModuleData<K>;
  };
}[Kind];

/** What every renderer receives. */
export interface ModuleProps<Kind extends ModuleKind> {
  module: PageModule<Kind>;
}
