import { useEffect, useState } from 'react';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import type { UploadError } from '../../forms/upload/oss-upload.ts';
import { CertificationForm } from './CertificationForm.tsx';
import './certification.css';

/** Certification state from `authApprove/queryAuthApprove`: 0 none, 1 pending, 2 passed. */
type Status = 'loading' | 0 | 1 | 2;

/** Reads the status when logged in; a visitor (or a failed query) sees the form. */
function useCertificationStatus(): [Status, (status: Status) => void] {
  const {
    options: { api },
    auth,
  } = useFormsRoot();
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    let live = true;
    const read = auth.isLoggedIn()
      ? api.call('authApproveQueryAuthApprove', { body: {} })
      : Promise.reject(new Error('visitor'));
    read.then(
      (answer) => {
        const value = answer.code === SUCCESS_CODE ? (answer.data.status ?? 0) : 0;
        if (live) setStatus(value === 1 || value === 2 ? value : 0);
      },
      () => live && setStatus(0),
    );
    return () => {
      live = false;
    };
  }, [api, auth]);
  return [status, setStatus];
}

/**
 * The self-attest (certification) screen: the form, or where the request stands. Certification needs
 * an investment capacity of at least 1 million yuan and a role as company leader or shareholder (R9.17).
 */
export function CertificationScreen({
  noFission = false,
  onUploadError,
}: {
  noFission?: boolean;
  onUploadError?: (error: UploadError) => void;
}) {
  const [status, setStatus] = useCertificationStatus();
  return (
    <main className="bc-cert">
      <h1 className="bc-cert__title">身份认证</h1>
      <p className="bc-cert__intro">
        认证条件：投资能力不低于 100
        万元，且为企业负责人或股东。符合条件时将依据工商登记信息自动认证。
      </p>
      {status === 'loading' && <p className="bc-cert__state">加载中…</p>}
      {status === 1 && (
        <p className="bc-cert__state" role="status">
          认证资料已提交，服务秘书审核中，请耐心等待。
        </p>
      )}
      {status === 2 && (
        <p className="bc-cert__state" role="status">
          您已完成身份认证。
        </p>
      )}
      {status === 0 && (
        <CertificationForm
          noFission={noFission}
          onSubmitted={setStatus}
          onUploadError={onUploadError}
        />
      )}
    </main>
  );
}
