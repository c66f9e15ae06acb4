/**
 * The channel header: MAPP inside the mobile app's webview, ECOMM otherwise. The app marks its webview
 * with `SummitPeakApp` in the user agent (designed; the spec names the two values, not the detection).
 */
export function channelOf(userAgent: string): 'ECOMM' | 'MAPP' {
  return /\bSummitPeakApp\//.test(userAgent) ? 'MAPP' : 'ECOMM';
}
