/// The inspector page's style sheet (inline; its hash is in the page's Content-Security-Policy).
enum InspectorStyle {
    static let css = """
        :root{--bg:#fff;--fg:#1d2430;--muted:#5d6878;--line:#d9dee6;--panel:#f5f7fa;--sel:#dbe8ff;--accent:#2456c9;\
        --chg:#fff2b3;--bad:#b3261e;--badbg:#fde7e6;--ok:#1b6e34;--okbg:#e3f4e7;--old:#9f1d1d;--new:#14622f;\
        font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
        @media (prefers-color-scheme:dark){:root{--bg:#14171c;--fg:#dfe4ea;--muted:#98a2b0;--line:#2f3540;--panel:#1c2027;\
        --sel:#23385f;--accent:#8ab0ff;--chg:#4d4210;--bad:#ff8a80;--badbg:#3b1d1c;--ok:#7fd69a;--okbg:#17301f;\
        --old:#ff9e9e;--new:#8fe0a8}}
        *{box-sizing:border-box}
        body{margin:0;display:flex;flex-direction:column;height:100vh}
        h1{font-size:18px;margin:0 0 4px}
        h2{font-size:15px;margin:0 0 6px;overflow-wrap:anywhere}
        h3{font-size:14px;margin:10px 0 4px}
        button{font:inherit;cursor:pointer;border:1px solid var(--line);background:var(--panel);color:inherit;border-radius:4px}
        button:focus-visible,input:focus-visible,#fx-timeline:focus-visible,summary:focus-visible{outline:2px solid var(--accent)}
        pre,code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
        #fx-header{padding:8px 12px;border-bottom:1px solid var(--line)}
        #fx-facts{display:flex;flex-wrap:wrap;gap:2px 18px;margin:0}
        #fx-facts div{display:flex;gap:4px;min-width:0}
        #fx-facts dt{color:var(--muted)}
        #fx-facts dd{margin:0;overflow-wrap:anywhere}
        #fx-verdict{margin-top:6px;padding:4px 8px;border-radius:4px}
        #fx-verdict.ok{background:var(--okbg);color:var(--ok)}
        #fx-verdict.bad{background:var(--badbg);color:var(--bad)}
        #fx-verdict.none,#fx-verdict.trunc{background:var(--panel)}
        #fx-verdict ul{margin:2px 0;padding-left:20px}
        #fx-main{flex:1;display:flex;min-height:0}
        #fx-left{width:42%;min-width:300px;display:flex;flex-direction:column;border-right:1px solid var(--line);min-height:0}
        #fx-right{flex:1;overflow:auto;padding:8px 12px;min-width:0}
        #fx-controls{display:flex;align-items:center;gap:6px;padding:6px 8px}
        #fx-scrubber{flex:1;position:relative}
        #fx-scrub{width:100%}
        #fx-scrub-mark{position:absolute;top:-4px;width:2px;height:8px;background:var(--bad)}
        #fx-pos{font-variant-numeric:tabular-nums;white-space:nowrap;color:var(--muted)}
        #fx-filters{padding:0 8px 6px}
        #fx-text{width:100%;padding:4px 6px;font:inherit;border:1px solid var(--line);border-radius:4px;background:var(--bg);color:inherit}
        #fx-types-box summary{margin-top:4px;color:var(--muted)}
        #fx-types-box summary button{font-size:12px;padding:0 6px}
        #fx-types{display:flex;flex-wrap:wrap;gap:2px 12px;max-height:96px;overflow:auto}
        #fx-types label{white-space:nowrap}
        .swatch{display:inline-block;width:9px;height:9px;border-radius:2px;margin:0 4px 0 2px}
        #fx-shown{color:var(--muted);font-size:12px}
        #fx-timeline{flex:1;overflow:auto;position:relative;border-top:1px solid var(--line);min-height:160px}
        #fx-rows{position:relative}
        .row{position:absolute;left:0;right:0;height:24px;display:flex;gap:8px;align-items:center;padding:0 8px;\
        white-space:nowrap;cursor:pointer;border-bottom:1px solid var(--panel)}
        .row:hover{background:var(--panel)}
        .row.sel{background:var(--sel)}
        .row.diverged{box-shadow:inset 4px 0 var(--bad)}
        .row .seq{width:56px;text-align:right;color:var(--muted);font-variant-numeric:tabular-nums;flex:none}
        .row .time{width:72px;text-align:right;color:var(--muted);font-variant-numeric:tabular-nums;flex:none}
        .row .type{flex:none;font-weight:600}
        .row .sum{overflow:hidden;text-overflow:ellipsis;color:var(--muted);min-width:0}
        .row .mark{color:var(--bad);font-weight:700;flex:none}
        #fx-chart-box{padding:4px 8px;border-top:1px solid var(--line);max-height:40%;overflow:auto;flex:none}
        #fx-chart-box summary{color:var(--muted);font-size:12px;cursor:pointer}
        #fx-chart{margin:0}
        #fx-chart svg{width:100%;height:auto;display:block;color:var(--accent)}
        #fx-chart text{font-size:11px;fill:var(--fg)}
        #fx-chart .axis{fill:var(--muted)}
        #fx-chart .bin{cursor:pointer}
        #fx-sel-note{margin-bottom:6px}
        #fx-sel-note .bad{background:var(--badbg);color:var(--bad);padding:4px 8px;border-radius:4px}
        #fx-action{background:var(--panel);padding:6px 8px;border-radius:4px;max-height:30vh;overflow:auto;\
        white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 8px}
        #fx-tabs{display:flex;gap:4px;border-bottom:1px solid var(--line);margin-bottom:6px}
        #fx-tabs button{border-bottom:none;border-radius:4px 4px 0 0;padding:3px 12px}
        #fx-tabs button[aria-selected=true]{background:var(--bg);border-color:var(--accent);color:var(--accent);font-weight:600}
        .store h3{display:flex;gap:8px;align-items:center}
        .store h3 button{font-size:12px;font-weight:400;padding:0 6px}
        .badge{font-size:11px;font-weight:600;padding:0 6px;border-radius:8px;background:var(--chg)}
        .tree{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
        .tree .kids{padding-left:16px}
        .tree summary{cursor:pointer;overflow-wrap:anywhere}
        .leaf{padding-left:14px;overflow-wrap:anywhere}
        .chg>summary,.leaf.chg{background:var(--chg);border-radius:3px}
        .k{color:var(--accent)}
        .prev{color:var(--muted)}
        .removed{color:var(--old);font-size:12px}
        .raw{background:var(--panel);padding:6px 8px;border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere}
        .more{margin:2px 0 2px 14px;font-size:12px}
        .diff{margin:0 0 8px;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
        .diff .path{font-weight:600;margin-top:4px;overflow-wrap:anywhere}
        .diff .old,.diff .new{padding-left:16px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:9.5em;overflow:auto}
        .diff .old{color:var(--old)}
        .diff .new{color:var(--new)}
        .empty{color:var(--muted)}
        #fx-footer{padding:3px 12px;border-top:1px solid var(--line);color:var(--muted);font-size:12px}
        @media (max-width:800px){body{height:auto}#fx-main{flex-direction:column}\
        #fx-left{width:auto;min-width:0;border-right:none;border-bottom:1px solid var(--line)}\
        #fx-timeline{height:45vh;flex:none}.row .time{display:none}#fx-right{overflow:visible}}
        """
}
