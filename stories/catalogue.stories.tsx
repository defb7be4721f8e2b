import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEMAS } from '../schemas/catalog.ts';
import { MODULE_TYPES, type ModuleKind } from '../schemas/module-types.ts';
import { FieldTable } from './catalogue/FieldTable.tsx';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

/**
 * The catalogue of CMS fields: what each field of a page and of every module means, read from the
 * schemas the client validates with (their descriptions), so it cannot drift from them. Each
 * module's own folder (Modules/…) shows the same table as its "CMS fields" story, beside its states.
 */
const meta: Meta = { title: 'Catalogue/CMS fields' };
export default meta;
type Story = StoryObj;

/** The page answer (page/v2/find), its background and each entry of moduleSubs. */
export const Page: Story = {
  render: () => (
    <>
      <FieldTable
        title="page/v2/find data"
        source="The page's answer: its name, activity, share card, background and modules"
        schema={SCHEMAS.page}
      />
      <FieldTable
        title="backgroundJson"
        source="The page's background, a JSON string in the page answer"
        schema={SCHEMAS.background}
      />
      <FieldTable
        title="moduleSubs[]"
        source="Each module of the page, in display order"
        schema={SCHEMAS.moduleSub}
      />
    </>
  ),
};

/** Every module type, in type order. */
export const EveryModule: Story = {
  render: () => (
    <>
      {(Object.keys(MODULE_TYPES) as ModuleKind[]).map((kind) => (
        <ModuleFields key={kind} kind={kind} />
      ))}
    </>
  ),
};
