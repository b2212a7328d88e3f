import type { NavigationService } from '../navigation/navigation-service';
import type { DemoRequest, VisitorGateway } from '../ports/visitor-gateway';
import type { SessionStore } from '../session/session-store';

export const DEMO_REQUEST = Symbol.for('DemoRequest');
const DEMO_SUBMITTED_PATH = '/request-demo/submitted';

/** The request-demo link: its token is checked and kept as plgToken, then the form is saved on the server. */
export class DemoRequestFlow {
  constructor(
    private readonly visitors: VisitorGateway,
    private readonly session: SessionStore,
    private readonly navigation: NavigationService,
  ) {}

  async verify(email: string, token: string): Promise<void> {
    await this.visitors.checkDemoToken({ email, token });
    this.session.setPlgToken(token);
  }

  async submit(request: DemoRequest): Promise<void> {
    await this.visitors.createDemoRequest(request);
    this.navigation.navigate(DEMO_SUBMITTED_PATH, { replace: true });
  }
}
