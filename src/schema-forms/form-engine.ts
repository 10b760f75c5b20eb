import {
  createSchemaUtils,
  type Experimental_DefaultFormStateBehavior,
  type RJSFSchema,
  type SchemaUtilsType,
  type ValidatorType,
} from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ErrorObject } from 'ajv';
import type { CompiledForm } from './compiled-form.ts';
import { answerRulesOf, phoneNumbersAsSent, trimAnswers } from './answer-rules.ts';
import { formCopy } from './form-copy.ts';
import { lazyModule } from '../lib/loading/lazy-module.ts';
import { formErrorsFrom, type FormError } from './validation/form-errors.ts';
import { loadPhoneNumberRules, phoneNumberRulesLoaded } from './validation/checks/phone-number.ts';

/** Form data of any form, as rjsf handles it. */
export type AnyFormData = Record<string, unknown>;

/**
 * How rjsf fills defaults: only from `default`. rjsf would otherwise answer questions for the
 * customer: false for a required yes/no question, or a choice's first option (its `const`).
 */
export const defaultFormStateBehavior: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
};

/** A compiled form made ready to render, validate and submit. */
export interface FormEngine {
  readonly compiled: CompiledForm;
  /** rjsf's precompiled validator: the generated functions, no ajv compiler. */
  readonly validator: ValidatorType<AnyFormData>;
  readonly schemaUtils: SchemaUtilsType<AnyFormData>;
  /**
   * The answers as checked: fields of branches that do not apply and hidden fields removed,
   * spaces around single-line answers ignored.
   */
  submittable(data: AnyFormData, hiddenFields?: readonly string[]): AnyFormData;
  /** Checked answers as they are sent: submittable, with phone numbers in their normal form. */
  answersToSend(data: AnyFormData, hiddenFields?: readonly string[]): AnyFormData;
  /**
   * Loads what checking the answers needs beyond the form itself (the phone-number rules, for a
   * form that asks for a phone number; decision 017). Resolves at once when nothing is missing.
   */
  prepareValidation(): Promise<void>;
  /** Whether `validate` can run now, without waiting for `prepareValidation`. */
  validationReady(): boolean;
  /** The customer's errors for the data as it would be submitted, in the order of the form. */
  validate(data: AnyFormData, hiddenFields?: readonly string[]): FormError[];
}

function fieldOrderOf(compiled: CompiledForm): string[] {
  const order = compiled.uiSchema['ui:order'];
  if (Array.isArray(order)) return order.filter((name): name is string => name !== '*');
  return Object.keys((compiled.schema as RJSFSchema).properties ?? {});
}

/**
 * Wraps a compiled form in rjsf's precompiled validator and our error rules. Node code that
 * checks files as saved (the schema check) hands in a validator that compiles at run time.
 */
export function createFormEngine(
  compiled: CompiledForm,
  validator: ValidatorType<AnyFormData> = createPrecompiledValidator<AnyFormData>(
    compiled.validateFns,
    compiled.schema,
  ),
): FormEngine {
  const schemaUtils = createSchemaUtils<AnyFormData>(
    validator,
    compiled.schema,
    defaultFormStateBehavior,
  );
  const order = fieldOrderOf(compiled);
  const position = (pointer: string) => {
    const index = order.indexOf(pointer.split('/')[1] ?? '');
    return index === -1 ? order.length : index;
  };

  const answerRules = answerRulesOf(compiled.schema, compiled.uiSchema);
  const submittable: FormEngine['submittable'] = (data, hiddenFields = []) => {
    const kept = (schemaUtils.omitExtraData(compiled.schema, data) ?? {}) as AnyFormData;
    const shown = Object.fromEntries(
      Object.entries(kept).filter(([name]) => !hiddenFields.includes(name)),
    );
    return trimAnswers(shown, answerRules);
  };

  const needsPhoneRules = answerRules.phoneNumbers.size > 0;
  // The whole form's check arrives with the phone-number rules, once the customer starts on the
  // form (decisions 017 and 051); a module carrying it from the start has none to load.
  const { loadChecks } = compiled;
  const checks = loadChecks
    ? lazyModule(async () => {
        await loadChecks();
        return true;
      })
    : undefined;

  return {
    compiled,
    validator,
    schemaUtils,
    submittable,
    answersToSend: (data, hiddenFields) =>
      phoneNumbersAsSent(submittable(data, hiddenFields), answerRules),
    prepareValidation: async () => {
      await Promise.all([
        compiled.checksLoaded?.() === false ? checks?.() : undefined,
        needsPhoneRules ? loadPhoneNumberRules() : undefined,
      ]);
    },
    validationReady: () =>
      (compiled.checksLoaded?.() ?? true) && (!needsPhoneRules || phoneNumberRulesLoaded()),
    validate(data, hiddenFields = []) {
      const { errors = [] } = validator.rawValidation<ErrorObject>(
        compiled.schema,
        submittable(data, hiddenFields),
      );
      return formErrorsFrom(errors, formCopy.fallbackErrorMessage)
        .filter((error) => !hiddenFields.includes(error.pointer.split('/')[1] ?? ''))
        .sort((a, b) => position(a.pointer) - position(b.pointer));
    },
  };
}

const engines = new WeakMap<CompiledForm, FormEngine>();

/**
 * A compiled form's engine, made once: the step that renders it and the summary that composes
 * its answers read the form through the same engine.
 */
export function formEngineOf(compiled: CompiledForm): FormEngine {
  let engine = engines.get(compiled);
  if (!engine) {
    engine = createFormEngine(compiled);
    engines.set(compiled, engine);
  }
  return engine;
}
