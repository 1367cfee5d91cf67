// Reportes of the general panel: the spec's sample growth and performance (section 1), said plainly
// above the figures so no one reads them as their complexes' own.
import { Alert } from '../../ui/alert.tsx';
import { ReportsSample } from '../platform-sections.tsx';

export function GeneralAdminReports() {
  return (
    <>
      <div className="mb-4" data-testid="sample-label">
        <Alert tone="warning">
          Datos de ejemplo: estas cifras no son de tus conjuntos. El recaudo y la cartera reales de cada conjunto están en su
          Tesorería.
        </Alert>
      </div>
      <ReportsSample />
    </>
  );
}
