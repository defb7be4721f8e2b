import { MODULE_SCHEMAS, SCHEMAS } from '../../schemas/catalog.ts';
import { MODULE_TYPES, type ModuleKind } from '../../schemas/module-types.ts';
import { FieldTable, type FieldTableProps } from './FieldTable.tsx';

/** Each module's name in the CMS and in the catalogue; a kind without one fails to compile. */
export const MODULE_NAMES = {
  imageGroup: '图片组 Image group',
  video: '视频 Video',
  article: '文章 Article',
  articleTopic: '文章专题 Article topic',
  project: '项目 Project',
  business: '商机 Business opportunity',
  live: '直播 Live room',
  signUpForm: '报名表单 Sign-up form',
  goods: '商品 Goods',
  audio: '音频 Audio',
} as const satisfies Record<ModuleKind, string>;

/** Fields a module reads from beside its subModuleJson, or from inside one of its fields. */
const MORE: Partial<Record<ModuleKind, FieldTableProps[]>> = {
  signUpForm: [
    {
      title: 'otherJson of an extended field',
      source: 'fieldList[].otherJson of a field whose fieldType is not 1, parsed',
      schema: SCHEMAS.extendedField,
    },
  ],
  goods: [
    {
      title: 'productInfoDto',
      source: 'Each product in the productInfoDto list beside the module’s subModuleJson',
      schema: SCHEMAS.product,
    },
  ],
};

/** The CMS fields that drive one module kind, from its schemas. */
export function ModuleFields({ kind }: { kind: ModuleKind }) {
  return (
    <article>
      <h2 style={{ fontSize: 16, margin: '16px 12px 8px' }}>
        {MODULE_NAMES[kind]} · subModuleType {MODULE_TYPES[kind]}
      </h2>
      <FieldTable
        title="subModuleJson"
        source={`The module's config, a JSON string in moduleSubs[] where subModuleType is ${MODULE_TYPES[kind]}`}
        schema={MODULE_SCHEMAS[kind]}
      />
      {(MORE[kind] ?? []).map((table) => (
        <FieldTable key={table.title} {...table} />
      ))}
    </article>
  );
}
