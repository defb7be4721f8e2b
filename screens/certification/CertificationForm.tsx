import { useEffect, useId, useRef, useState } from 'react';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SERVER_ERROR, SUBMIT_LABEL, SUBMITTED_LABEL } from '../../forms/messages.ts';
import { ImageUploadField } from '../../forms/upload/ImageUploadField.tsx';
import type { UploadError } from '../../forms/upload/oss-upload.ts';
import {
  CERTIFICATION_LIMITS,
  certificationMessages,
  certificationPayload,
  DEFAULT_JOBS,
  EMPTY_CERTIFICATION,
  type CertificationValues,
} from './certification-rules.ts';
import { CompanySearchOverlay } from './CompanySearchOverlay.tsx';
import { loadJobs } from './jobs.ts';
import '../../forms/fields/fields.css';

interface CertificationFormProps {
  /** Commit through `authApprove/artificialNoFission` instead of `authApprove/artificial`. */
  noFission?: boolean;
  /** Told the request's status: 2 when certified at once (R4.11), else 1 (waiting for review). */
  onSubmitted: (status: 1 | 2) => void;
  onUploadError?: ((error: UploadError) => void) | undefined;
}

/** R5.11: the self-attest form: company (search overlay), name, job, one image, supplement. */
export function CertificationForm({
  noFission = false,
  onSubmitted,
  onUploadError,
}: CertificationFormProps) {
  const services = useFormsRoot();
  const { api } = services.options;
  const id = useId();
  const [values, setValues] = useState<CertificationValues>(EMPTY_CERTIFICATION);
  const [jobs, setJobs] = useState<string[]>([...DEFAULT_JOBS]);
  const [searching, setSearching] = useState(false);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const messages = checked ? certificationMessages(values) : {};
  const set = (key: keyof CertificationValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    let live = true;
    void loadJobs(api).then((loaded) => live && setJobs(loaded));
    return () => {
      live = false;
    };
  }, [api]);

  const submit = async () => {
    setChecked(true);
    const first = Object.values(certificationMessages(values))[0];
    if (first) return services.notify(first);
    if (running.current) return;
    // Checked again after the login: taps made while it was open must not send a second request.
    if (!(await services.ensureLogin()) || running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      const answer = await api.call(
        noFission ? 'authApproveArtificialNoFission' : 'authApproveArtificial',
        { body: certificationPayload(values) },
      );
      if (answer.code === SUCCESS_CODE) onSubmitted(answer.data?.status === 2 ? 2 : 1);
      else services.notify(answer.message || SERVER_ERROR);
    } catch {
      services.notify(SERVER_ERROR);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  const error = (key: keyof CertificationValues) =>
    messages[key] && (
      <p className="bc-cert__error" role="alert">
        {messages[key]}
      </p>
    );
  return (
    <>
      <form
        className="bc-cert__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="bc-cert__row">
          <label className="bc-cert__label bc-cert__label--required" htmlFor={`${id}-company`}>
            公司名称
          </label>
          <button
            type="button"
            id={`${id}-company`}
            className={
              values.authCompany ? 'bc-cert__value' : 'bc-cert__value bc-cert__value--empty'
            }
            onClick={() => setSearching(true)}
          >
            {values.authCompany || '请输入公司名称'}
          </button>
          {error('authCompany')}
        </div>
        <div className="bc-cert__row">
          <label className="bc-cert__label bc-cert__label--required" htmlFor={`${id}-name`}>
            姓名
          </label>
          <input
            id={`${id}-name`}
            className="bc-cert__input"
            placeholder="请输入姓名"
            maxLength={CERTIFICATION_LIMITS.name}
            value={values.authName}
            onChange={(event) => set('authName')(event.target.value)}
          />
          {error('authName')}
        </div>
        <fieldset className="bc-cert__row bc-cert__row--stacked">
          <legend className="bc-cert__label bc-cert__label--required">职位</legend>
          <div className="bc-cert__jobs">
            {jobs.map((job) => (
              <label
                key={job}
                className={
                  values.authJob === job ? 'bc-field__chip bc-field__chip--on' : 'bc-field__chip'
                }
              >
                <input
                  type="radio"
                  name={`${id}-job`}
                  value={job}
                  checked={values.authJob === job}
                  onChange={() => set('authJob')(job)}
                />
                <span>{job}</span>
              </label>
            ))}
          </div>
          {error('authJob')}
        </fieldset>
        <div className="bc-cert__row bc-cert__row--stacked">
          <span className="bc-cert__label">认证材料</span>
          <ImageUploadField
            id={`${id}-material`}
            label="名片或资产截图"
            value={values.authMaterial}
            onChange={set('authMaterial')}
            onError={onUploadError}
          />
        </div>
        <div className="bc-cert__row bc-cert__row--stacked">
          <label className="bc-cert__label" htmlFor={`${id}-supply`}>
            补充说明
          </label>
          <textarea
            id={`${id}-supply`}
            className="bc-cert__textarea"
            placeholder="请输入补充说明（选填）"
            maxLength={CERTIFICATION_LIMITS.supply}
            rows={4}
            value={values.supplyDesc}
            onChange={(event) => set('supplyDesc')(event.target.value)}
          />
          <span className="bc-cert__count">
            {values.supplyDesc.length}/{CERTIFICATION_LIMITS.supply}
          </span>
        </div>
        <button type="submit" className="bc-cert__submit" disabled={submitting}>
          {submitting ? SUBMITTED_LABEL : SUBMIT_LABEL}
        </button>
      </form>
      {/* Outside the form: Enter in its search field must not submit the certification. */}
      {searching && (
        <CompanySearchOverlay
          initial={values.authCompany}
          onClose={() => setSearching(false)}
          onConfirm={(company) => {
            set('authCompany')(company);
            setSearching(false);
          }}
        />
      )}
    </>
  );
}
