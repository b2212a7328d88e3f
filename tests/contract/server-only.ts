/**
 * Operations the browser app never calls, so no mock answers them and no contract case compares a mock with the
 * server: each with the reason. A route is listed here only when a screen cannot reach it.
 */
export const SERVER_ONLY: Readonly<Record<string, string>> = {
  testProviderSignInPage: "The test identity provider's sign-in page: a top-level navigation in the popup, answered by the server's redirect.",
  testProviderApprove: "The test identity provider's consent redirect back to the portal's callback: the browser follows it, no script calls it.",
  getSignedFile: 'A download by a link the server signed with its own key: the browser opens the address, and only the server can sign one.',
  showApprovalLink: 'A page the server renders for a link it mailed and signed: opened from the mail, never from the app.',
  decideApprovalLink: "That page's form post, answered with the server's page again.",
};
