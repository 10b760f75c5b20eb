/**
 * The form renderer: rjsf with the site's theme, the largest part of a form step, in the chunk of
 * LoadedSchemaForm.tsx that the page asks for beside its other code (see SchemaForm.tsx). The
 * forms studio renders its own compiled settings forms with it too (CompiledSchemaForm.tsx,
 * decision 044).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { withTheme, type IChangeEvent } from '@rjsf/core';
import { getUiOptions, type ErrorSchema, type UiSchema } from '@rjsf/utils';
import type { CompiledForm } from './compiled-form.ts';
import { defaultFormStateBehavior, formEngineOf, type AnyFormData } from './form-engine.ts';
import { formCopy } from './form-copy.ts';
import type { FormId } from './form-registry.ts';
import type { SchemaFormProps } from './schema-form-props.ts';
import { FailureAlert } from '../lib/leads/FailureAlert.tsx';
import { focusField } from './theme/focus-field.ts';
import { arrivalFocusAttribute } from '../site/arrival-focus.ts';
import { ErrorSummary } from './theme/ErrorSummary.tsx';
import { formFields, formTemplates, formWidgets } from './theme/form-theme.ts';
import { useFormErrors } from './use-form-errors.ts';
import { keepClosedBranchAnswers } from './closed-branch-answers.ts';
import type { FormError } from './validation/form-errors.ts';
import './theme/form-controls.css';

const ThemedForm = withTheme<AnyFormData>({
  widgets: formWidgets,
  fields: formFields,
  templates: formTemplates,
});

const noFields: readonly string[] = [];

function withHiddenFields(uiSchema: UiSchema, hidden: readonly string[]): UiSchema {
  if (hidden.length === 0) return uiSchema;
  const copy: UiSchema = { ...uiSchema };
  for (const name of hidden)
    copy[name] = { ...(uiSchema[name] as UiSchema), 'ui:widget': 'hidden' };
  return copy;
}

function errorSchemaOf(errors: readonly FormError[]): ErrorSchema<AnyFormData> {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root as { [key: string]: unknown; __errors?: string[] };
    for (const segment of error.pointer.split('/').slice(1)) {
      node = (node[segment] ??= {}) as typeof node;
    }
    node.__errors = [...(node.__errors ?? []), error.message];
  }
  return root as ErrorSchema<AnyFormData>;
}

const isFilled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  (typeof value !== 'object' ||
    Boolean((value as { id?: unknown }).id ?? Object.keys(value).length));

/** SchemaForm's props but the form's id, its answers as any form's. */
export interface SchemaFormElementProps extends Omit<
  SchemaFormProps<FormId>,
  'formId' | 'formData' | 'onChange' | 'onSubmit'
> {
  readonly formData?: AnyFormData;
  readonly onChange?: (data: AnyFormData) => void;
  readonly onSubmit: (data: AnyFormData) => void;
}

/**
 * Renders a compiled form: the one renderer of the site's forms (LoadedSchemaForm.tsx) and the
 * studio's settings forms (CompiledSchemaForm.tsx). A hook returning the form's element, so each
 * of those is a component that only says where its form comes from, and the site's chunk carries
 * nothing of the studio's.
 */
export function useSchemaFormElement(props: SchemaFormElementProps, compiled: CompiledForm) {
  const engine = formEngineOf(compiled);
  // Callers may pass a new array each render; the joined names say when the list really changes.
  const hiddenKey = (props.hiddenFields ?? noFields).join('|');
  const hidden = useMemo(() => (hiddenKey === '' ? noFields : hiddenKey.split('|')), [hiddenKey]);
  const uiSchema = useMemo(() => withHiddenFields(compiled.uiSchema, hidden), [compiled, hidden]);
  const { errors, failedSubmits, checkAll, recheck } = useFormErrors(
    engine,
    hidden,
    props.journeyStep,
  );
  const [initial] = useState<AnyFormData>(props.formData ?? {});
  // The form's answers live here, so the form works whether or not the caller feeds onChange's
  // data back; data the caller passes that is not what we last reported (a restored draft)
  // replaces them.
  const [data, setData] = useState(initial);
  const [givenData, setGivenData] = useState<unknown>(props.formData);
  const [reported, setReported] = useState<unknown>(undefined);
  if (props.formData !== givenData) {
    setGivenData(props.formData);
    if (props.formData !== reported) setData(props.formData ?? {});
  }
  const summaryRef = useRef<HTMLDivElement>(null);
  const idPrefix = props.idPrefix ?? 'root';
  const { showErrorsOnMount } = props;
  // Checking answers may need rules that load once the customer starts on the form (decision
  // 017): a submit before they are in waits for them; if they cannot load, the customer is told
  // and keeps every answer. `checkFailures` counts failed loads, to announce each one again.
  const [waitingForChecks, setWaitingForChecks] = useState(false);
  const [checkFailures, setCheckFailures] = useState(0);
  useEffect(() => {
    if (failedSubmits > 0 && !showErrorsOnMount) summaryRef.current?.focus();
  }, [failedSubmits, showErrorsOnMount]);
  // Opened by a 'Change' link: the customer starts on the answer they chose to change.
  const { focusField: fieldToFocus } = props;
  useEffect(() => {
    if (!fieldToFocus) return;
    const focused = focusField([idPrefix, ...fieldToFocus.split('.')].join('_'));
    // However the page's arrival and this render fall, the frame focuses this field, not the h1.
    focused?.setAttribute(arrivalFocusAttribute, '');
  }, [fieldToFocus, idPrefix]);

  useEffect(() => {
    if (!showErrorsOnMount) return;
    // Again whenever the form itself changes (a schema edit in dev), with its defaults filled in.
    const withDefaults = engine.schemaUtils.getDefaultFormState(engine.compiled.schema, initial);
    const check = () => checkAll((withDefaults ?? {}) as AnyFormData);
    if (engine.validationReady()) {
      check();
      return;
    }
    let current = true;
    engine.prepareValidation().then(
      () => current && check(),
      () => current && setCheckFailures((count) => count + 1),
    );
    return () => {
      current = false;
    };
  }, [engine, showErrorsOnMount, initial, checkAll]);

  const extraErrors = useMemo(() => errorSchemaOf(errors), [errors]);
  const failing = errors.length > 0;
  const options = getUiOptions(compiled.uiSchema);
  // `ui:submitButtonOptions`, as getUiOptions hands it over.
  const submitText =
    (options.submitButtonOptions as { submitText?: string } | undefined)?.submitText ??
    formCopy.submitButton;
  const submittingText =
    typeof options.submittingText === 'string' ? options.submittingText : submitText;
  const gate = options.showSubmitOnlyWhenFilled;
  const showSubmit = typeof gate !== 'string' || isFilled(data[gate]);

  const change = ({ formData }: IChangeEvent<AnyFormData>) => {
    // What a closed branch held comes back with it (closed-branch-answers.ts).
    const next = keepClosedBranchAnswers(engine, data, formData ?? {});
    setData(next);
    setReported(next);
    // Re-checks only fields already in error, so only after a check, when the rules are in.
    recheck(next);
    props.onChange?.(next);
  };
  const submit = ({ formData }: IChangeEvent<AnyFormData>) => {
    if (props.submitting || waitingForChecks) return;
    const submitted = formData ?? {};
    const checkAndSubmit = () => {
      if (checkAll(submitted).length > 0) return;
      props.onSubmit(engine.answersToSend(submitted, hidden));
    };
    if (engine.validationReady()) {
      checkAndSubmit();
      return;
    }
    setWaitingForChecks(true);
    engine.prepareValidation().then(
      () => {
        setWaitingForChecks(false);
        setCheckFailures(0);
        checkAndSubmit();
      },
      () => {
        setWaitingForChecks(false);
        setCheckFailures((count) => count + 1);
      },
    );
  };
  // The customer has started on the form: its checks load now, while they answer.
  const startChecks = () => {
    if (!engine.validationReady()) engine.prepareValidation().catch(() => undefined);
  };
  const formContext = useMemo(
    () => ({ ...props.formContext, formId: compiled.formId }),
    [props.formContext, compiled],
  );

  return (
    <div className="schema-form" onFocus={startChecks}>
      {failing && props.pageTitle ? (
        <title>{`${formCopy.errorTitlePrefix}${props.pageTitle}`}</title>
      ) : null}
      {failing ? (
        <ErrorSummary
          id={`${idPrefix}-error-summary`}
          ref={summaryRef}
          items={errors.map((error) => ({
            fieldId: [idPrefix, ...error.pointer.split('/').slice(1)].join('_'),
            message: error.message,
          }))}
        />
      ) : null}
      {props.heading}
      {checkFailures > 0 ? (
        <FailureAlert key={checkFailures} title={formCopy.checkUnavailable} />
      ) : null}
      {props.alert}
      <ThemedForm
        schema={compiled.schema}
        uiSchema={uiSchema}
        validator={engine.validator}
        formData={data}
        formContext={formContext}
        idPrefix={idPrefix}
        extraErrors={extraErrors}
        experimental_defaultFormStateBehavior={defaultFormStateBehavior}
        noValidate
        noHtml5Validate
        showErrorList={false}
        onChange={change}
        onSubmit={submit}
      >
        {props.beforeSubmit}
        {showSubmit ? (
          <button type="submit" className="button" disabled={props.submitting || waitingForChecks}>
            {props.submitting
              ? submittingText
              : waitingForChecks
                ? formCopy.checkingAnswers
                : submitText}
          </button>
        ) : null}
      </ThemedForm>
    </div>
  );
}
