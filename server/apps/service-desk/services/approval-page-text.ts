import type { Language } from '../../../../contract/common';
import type { ApprovalDecision } from '../../../../src/domain/approvals/approval-rules';

/** The words of the approval link's page, in the approver's language; `{{name}}` is a parameter. */
export interface ApprovalPageText {
  readonly title: string;
  readonly requestedBy: string;
  readonly approve: string;
  readonly refuse: string;
  readonly refuseReason: string;
  /** The approver decided already, earlier. */
  readonly decided: Readonly<Record<ApprovalDecision, string>>;
  /** The request was decided by others. */
  readonly settled: Readonly<Record<ApprovalDecision, string>>;
  /** Just now, by this page's form. */
  readonly thanks: Readonly<Record<ApprovalDecision, string>>;
}

export const approvalPageText: Readonly<Record<Language, ApprovalPageText>> = {
  en: {
    title: 'Approval: {{reference}}',
    requestedBy: 'Requested by {{name}}',
    approve: 'Approve',
    refuse: 'Refuse',
    refuseReason: 'Reason for refusing',
    decided: { accepted: 'You accepted this request.', refused: 'You refused this request.' },
    settled: { accepted: 'This request is accepted already.', refused: 'This request is refused already.' },
    thanks: { accepted: 'Thank you: you accepted {{reference}}.', refused: 'Thank you: you refused {{reference}}.' },
  },
  de: {
    title: 'Genehmigung: {{reference}}',
    requestedBy: 'Angefragt von {{name}}',
    approve: 'Genehmigen',
    refuse: 'Ablehnen',
    refuseReason: 'Grund der Ablehnung',
    decided: { accepted: 'Sie haben diese Anfrage genehmigt.', refused: 'Sie haben diese Anfrage abgelehnt.' },
    settled: { accepted: 'Diese Anfrage ist bereits genehmigt.', refused: 'Diese Anfrage ist bereits abgelehnt.' },
    thanks: { accepted: 'Danke: Sie haben {{reference}} genehmigt.', refused: 'Danke: Sie haben {{reference}} abgelehnt.' },
  },
};
