import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { limitKeywordsAsAnnotations } from '../site/content-limit-keywords.ts';
import { categoryDataSchemaFiles, categoryLayoutOf } from '../site/category-layouts.ts';
import { contentSchemaFileByPath } from '../site/content-schemas.ts';
import { readSchemaFolder } from './schema-files.ts';

interface CategoryItem {
  id?: unknown;
  attributes?: { newLayout?: unknown; categoryData?: unknown };
}

/**
 * Checks a content fixture against its schema in schemas/content/ before the stub serves it,
 * categories' categoryData against its layout's schema too. Returns the problems (empty when
 * the fixture fits, or when no schema covers its path). Only the shape counts: a fixture over
 * a soft limit (x-advisory, x-fit) is served, as the content service would send it, and the
 * site deals with it (decision 018). Runs in node only (the stub), so runtime compilation is
 * fine here.
 */
export function createContentFixtureCheck(
  contentSchemasFolder: string,
): (pathname: string, body: string) => string[] {
  const ajv = new Ajv({ allErrors: true, strict: true, keywords: limitKeywordsAsAnnotations() });
  addFormats(ajv);
  const schemas = readSchemaFolder(contentSchemasFolder);
  for (const schema of schemas) ajv.addSchema(schema);
  const validatorFor = (file: string): ValidateFunction => {
    const id = schemas.map((schema) => String(schema.$id)).find((id) => id.endsWith(`/${file}`));
    const validate = id ? ajv.getSchema(id) : undefined;
    if (!validate) throw new Error(`No content schema ${file} in ${contentSchemasFolder}`);
    return validate;
  };
  const problemsOf = (validate: ValidateFunction, value: unknown, where: string) =>
    validate(value)
      ? []
      : (validate.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? e.keyword}`);

  return (pathname, body) => {
    const file = contentSchemaFileByPath[pathname];
    if (!file) return [];
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return [`${pathname} is not JSON`];
    }
    const problems = problemsOf(validatorFor(file), value, file);
    if (problems.length > 0 || file !== 'help-categories.schema.json') return problems;
    const categories = (value as { data: CategoryItem[] }).data;
    return categories.flatMap((category, index) => {
      const data = category.attributes?.categoryData;
      if (data === null || data === undefined) return [];
      const layout = categoryLayoutOf(String(category.id), category.attributes?.newLayout === true);
      return problemsOf(
        validatorFor(categoryDataSchemaFiles[layout]),
        data,
        `${file}#/data/${index}/attributes/categoryData (${layout})`,
      );
    });
  };
}
