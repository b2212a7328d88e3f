import { PDF, type PdfLoader } from '../../application/ports/pdf-port';
import type { StartupModule } from '../../application/ports/startup-module';

/** The build copies pdfjs-dist/build/pdf.worker.min.mjs next to the bundles under this name. */
const PDF_WORKER_FILE = 'pdf.worker.min.mjs';

const pdfViewer: StartupModule = {
  name: 'pdf-viewer',
  run({ container, publicPath }) {
    // pdfjs is fetched the first time a screen opens a PDF, never at startup.
    const loadPdf: PdfLoader = () =>
      import('../pdf/pdfjs-library').then((module) => module.createPdfjsLibrary(`${publicPath}${PDF_WORKER_FILE}`));
    container.set(PDF, loadPdf);
  },
};

export default pdfViewer;
