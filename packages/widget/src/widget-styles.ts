// The widget's look, adopted into its shadow root as a constructed stylesheet: a merchant's strict
// CSP (style-src without 'unsafe-inline') refuses <style> elements and style attributes, but not
// sheets built through the CSSOM. Custom properties let the merchant match their page.
export const WIDGET_CSS = `
:host{display:block;font:inherit;color:inherit;
--nz-accent:var(--netzero-accent,#1f6f43);--nz-border:var(--netzero-border,#c9d3cc);
--nz-muted:var(--netzero-muted,#4a5a50)}
:host([hidden]),[hidden]{display:none!important}
.box{border:1px solid var(--nz-border);border-radius:8px;padding:12px 14px;margin:0}
.status{margin:0 0 8px;font-weight:600}
.quiet .status{margin:0;font-weight:400;color:var(--nz-muted)}
.opt{display:flex;gap:10px;align-items:flex-start}
input{width:20px;height:20px;margin:2px 0 0;accent-color:var(--nz-accent);flex:none}
input:focus-visible{outline:3px solid var(--nz-accent);outline-offset:2px}
label{cursor:pointer;font-weight:600}
.hint{margin:4px 0 0 30px;font-size:.875em;color:var(--nz-muted)}
`;
