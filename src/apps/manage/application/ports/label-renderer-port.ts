import type { LabelFormatId } from '../../domain/label-formats';

export interface AssetLabel {
  readonly assetTag: string;
  readonly name?: string;
  /** The asset's page in the portal: what the QR code opens. */
  readonly url: string;
}

export interface LabelRequest {
  readonly format: LabelFormatId;
  readonly organisationName: string;
  readonly labels: readonly AssetLabel[];
}

/** Turns assets into a printable PDF of labels. */
export interface LabelRendererPort {
  /** The bytes of the PDF (application/pdf). */
  render(request: LabelRequest): Promise<Uint8Array>;
}

export const LABEL_RENDERER = Symbol.for('LabelRendererPort');
