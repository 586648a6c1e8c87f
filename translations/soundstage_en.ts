<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>soundstage::AmbientView</name>
    <message numerus="yes">
        <location filename="../widgets/audition/ambientview.cpp" line="+337"/>
        <source>scene type %1 (%n scenes)</source>
        <translation>
            <numerusform>scene type %1 (%n scene)</numerusform>
            <numerusform>scene type %1 (%n scenes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::AuditionWorkbench</name>
    <message numerus="yes">
        <location filename="../widgets/audition/auditionworkbench.cpp" line="+446"/>
        <source>%n sound(s)</source>
        <translation>
            <numerusform>%n sound</numerusform>
            <numerusform>%n sounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n wave(s) replaced</source>
        <translation>
            <numerusform>%n wave replaced</numerusform>
            <numerusform>%n waves replaced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n named event(s) not previewed</source>
        <translation>
            <numerusform>%n named event not previewed</numerusform>
            <numerusform>%n named events not previewed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::BrowserDock</name>
    <message numerus="yes">
        <location filename="../widgets/editor/browserdock.cpp" line="+293"/>
        <source>Scene type %1 (%n scene(s))</source>
        <translation>
            <numerusform>Scene type %1 (%n scene)</numerusform>
            <numerusform>Scene type %1 (%n scenes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::BrowserRows</name>
    <message numerus="yes">
        <location filename="../widgets/session/browserrows.cpp" line="+107"/>
        <source>%1, %n sound(s)</source>
        <translation>
            <numerusform>%1, %n sound</numerusform>
            <numerusform>%1, %n sounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <source>%n sound type(s)</source>
        <translation>
            <numerusform>%n sound type</numerusform>
            <numerusform>%n sound types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sound type(s), added by the override</source>
        <translation>
            <numerusform>%n sound type, added by the override</numerusform>
            <numerusform>%n sound types, added by the override</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+118"/>
        <source>%1 line %2</source>
        <translation>
            <numerusform>%1 line %2</numerusform>
            <numerusform>%1 lines %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::BulkActions</name>
    <message numerus="yes">
        <location filename="../widgets/window/bulkactions.cpp" line="+154"/>
        <source>Every variant of the %n selected table(s) is already reachable.</source>
        <translation>
            <numerusform>Every variant of the %n selected table is already reachable.</numerusform>
            <numerusform>Every variant of the %n selected tables is already reachable.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Repeated the last variant of %n list(s) in the selected tables, one undo step.</source>
        <translation>
            <numerusform>Repeated the last variant of %n list in the selected tables, one undo step.</numerusform>
            <numerusform>Repeated the last variant of %n lists in the selected tables, one undo step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::BulkEditDialog</name>
    <message numerus="yes">
        <location filename="../widgets/editor/bulkeditdialog.cpp" line="+169"/>
        <source>Nothing to change: the %n selected variant(s) already hold this.</source>
        <translation>
            <numerusform>Nothing to change: the %n selected variant already holds this.</numerusform>
            <numerusform>Nothing to change: the %n selected variants already hold this.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Changes %1 of %n selected variant(s).</source>
        <translation>
            <numerusform>Changes %1 of %n selected variant.</numerusform>
            <numerusform>Changes %1 of %n selected variants.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>… and %n more list(s)</source>
        <translation>
            <numerusform>… and %n more list</numerusform>
            <numerusform>… and %n more lists</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::DatDiff</name>
    <message numerus="yes">
        <location filename="../core/dat/datdiff.cpp" line="+99"/>
        <source>%n variant(s)</source>
        <translation>
            <numerusform>%n variant</numerusform>
            <numerusform>%n variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location line="+1"/>
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <location line="+4"/>
        <source>table %1, %n sound(s)</source>
        <translation>
            <numerusform>table %1, %n sound</numerusform>
            <numerusform>table %1, %n sounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <location line="+1"/>
        <source>%n scene(s)</source>
        <translation>
            <numerusform>%n scene</numerusform>
            <numerusform>%n scenes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <location line="+1"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::Document</name>
    <message numerus="yes">
        <location filename="../core/document/document.cpp" line="+310"/>
        <source>Make Every Variant Reachable (%n List(s))</source>
        <translation>
            <numerusform>Make Every Variant Reachable (%n List)</numerusform>
            <numerusform>Make Every Variant Reachable (%n Lists)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/document/documentwaves.cpp" line="+83"/>
        <source>Edit Wave %1 Externally (now %2 in %n Variant(s))</source>
        <translation>
            <numerusform>Edit Wave %1 Externally (now %2 in %n Variant)</numerusform>
            <numerusform>Edit Wave %1 Externally (now %2 in %n Variants)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::ExportActions</name>
    <message numerus="yes">
        <location filename="../widgets/window/exportactions.cpp" line="+197"/>
        <source>Wrote %1: %n sound(s) differ.</source>
        <translation>
            <numerusform>Wrote %1: %n sound differs.</numerusform>
            <numerusform>Wrote %1: %n sounds differ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n hook(s) changed.</source>
        <translation>
            <numerusform>%n hook changed.</numerusform>
            <numerusform>%n hooks changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The ambient sounds of %n edited region(s) are not in it: override files have no lines for them (Save keeps them in the dat).</source>
        <translation>
            <numerusform>The ambient sounds of %n edited region are not in it: override files have no lines for them (Save keeps them in the dat).</numerusform>
            <numerusform>The ambient sounds of %n edited regions are not in it: override files have no lines for them (Save keeps them in the dat).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::ExternalEditActions</name>
    <message numerus="yes">
        <location filename="../widgets/window/externaleditactions.cpp" line="+354"/>
        <source>Wave %1 from the external editor is now wave %2 in %n variant(s); Undo takes it back.</source>
        <translation>
            <numerusform>Wave %1 from the external editor is now wave %2 in %n variant; Undo takes it back.</numerusform>
            <numerusform>Wave %1 from the external editor is now wave %2 in %n variants; Undo takes it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::FileActions</name>
    <message numerus="yes">
        <location filename="../widgets/window/fileactions.cpp" line="+165"/>
        <source>Recovered unsaved edits of %n record(s).</source>
        <translation>
            <numerusform>Recovered unsaved edits of %n record.</numerusform>
            <numerusform>Recovered unsaved edits of %n records.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::ImportWaveDialog</name>
    <message numerus="yes">
        <location filename="../widgets/window/importwavedialog.cpp" line="+84"/>
        <source>%1: %2 s, %3 Hz, %n channel(s)</source>
        <translation>
            <numerusform>%1: %2 s, %3 Hz, %n channel</numerusform>
            <numerusform>%1: %2 s, %3 Hz, %n channels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::IssueLogDock</name>
    <message numerus="yes">
        <location filename="../widgets/editor/issuelogdock.cpp" line="+278"/>
        <source>%1 line %2: named event “%3” read (%n alternative(s)); the retail client has no named events, so nothing plays it in this preview</source>
        <translation>
            <numerusform>%1 line %2: named event “%3” read (%n alternative); the retail client has no named events, so nothing plays it in this preview</numerusform>
            <numerusform>%1 line %2: named event “%3” read (%n alternatives); the retail client has no named events, so nothing plays it in this preview</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideActions</name>
    <message numerus="yes">
        <location filename="../widgets/window/overrideactions.cpp" line="+105"/>
        <source>Previewing %1: %n sound(s) overridden</source>
        <translation>
            <numerusform>Previewing %1: %n sound overridden</numerusform>
            <numerusform>Previewing %1: %n sounds overridden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n error(s) in the issue log</source>
        <translation>
            <numerusform>, %n error in the issue log</numerusform>
            <numerusform>, %n errors in the issue log</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n warning(s) in the issue log</source>
        <translation>
            <numerusform>, %n warning in the issue log</numerusform>
            <numerusform>, %n warnings in the issue log</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>%1 has %n error(s) (in the issue log): the last good version stays applied.</source>
        <translation>
            <numerusform>%1 has %n error (in the issue log): the last good version stays applied.</numerusform>
            <numerusform>%1 has %n errors (in the issue log): the last good version stays applied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Re-applied %1: %n sound(s) overridden.</source>
        <translation>
            <numerusform>Re-applied %1: %n sound overridden.</numerusform>
            <numerusform>Re-applied %1: %n sounds overridden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideBanner</name>
    <message numerus="yes">
        <location filename="../widgets/editor/overridebanner.cpp" line="+54"/>
        <source>&lt;b&gt;Overridden&lt;/b&gt; by %1: %n variant(s), %2 pick, read-only</source>
        <translation>
            <numerusform>&lt;b&gt;Overridden&lt;/b&gt; by %1: %n variant, %2 pick, read-only</numerusform>
            <numerusform>&lt;b&gt;Overridden&lt;/b&gt; by %1: %n variants, %2 pick, read-only</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::RecordPanel</name>
    <message numerus="yes">
        <location filename="../widgets/editor/recordpanel.cpp" line="+214"/>
        <source>&lt;p&gt;%1, %2 Hz, %n channel(s), %3 bits, %4 s, %5 bytes of data.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%1, %2 Hz, %n channel, %3 bits, %4 s, %5 bytes of data.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%1, %2 Hz, %n channels, %3 bits, %4 s, %5 bytes of data.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>scene type %1 (%n scene(s))</source>
        <translation>
            <numerusform>scene type %1 (%n scene)</numerusform>
            <numerusform>scene type %1 (%n scenes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::TableEditor</name>
    <message numerus="yes">
        <location filename="../widgets/editor/tableeditor.cpp" line="+264"/>
        <source>Repeated the last variant of %n list(s).</source>
        <translation>
            <numerusform>Repeated the last variant of %n list.</numerusform>
            <numerusform>Repeated the last variant of %n lists.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+139"/>
        <location line="+8"/>
        <source>%1 (%n)</source>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+116"/>
        <source>&lt;b&gt;Sound table %1&lt;/b&gt; · %n sound type(s) · used %2</source>
        <translation>
            <numerusform>&lt;b&gt;Sound table %1&lt;/b&gt; · %n sound type · used %2</numerusform>
            <numerusform>&lt;b&gt;Sound table %1&lt;/b&gt; · %n sound types · used %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::TableLoudness</name>
    <message numerus="yes">
        <location filename="../widgets/editor/tableloudness.cpp" line="+140"/>
        <source>Loudness: measuring %1 of %n variant(s)…</source>
        <translation>
            <numerusform>Loudness: measuring %1 of %n variant…</numerusform>
            <numerusform>Loudness: measuring %1 of %n variants…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::TriggerTree</name>
    <message numerus="yes">
        <location filename="../widgets/editor/triggertree.cpp" line="+116"/>
        <source>%n animation or script hook(s), at the record&apos;s volume</source>
        <translation>
            <numerusform>%n animation or script hook, at the record&apos;s volume</numerusform>
            <numerusform>%n animation or script hooks, at the record&apos;s volume</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+121"/>
        <source>Animation %1, %n frame(s)</source>
        <translation>
            <numerusform>Animation %1, %n frame</numerusform>
            <numerusform>Animation %1, %n frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::VariantEdit</name>
    <message numerus="yes">
        <location filename="../core/document/variantedit.cpp" line="+201"/>
        <source>%n variant(s) would get a value their field cannot hold, so nothing was changed. The first: %1</source>
        <translation>
            <numerusform>%n variant would get a value their field cannot hold, so nothing was changed. The first: %1</numerusform>
            <numerusform>%n variants would get a value their field cannot hold, so nothing was changed. The first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Edit %n Variant(s)</source>
        <translation>
            <numerusform>Edit %n Variant</numerusform>
            <numerusform>Edit %n Variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Replace Wave in %n Variant(s)</source>
        <translation>
            <numerusform>Replace Wave in %n Variant</numerusform>
            <numerusform>Replace Wave in %n Variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Scale Volume of %n Variant(s)</source>
        <translation>
            <numerusform>Scale Volume of %n Variant</numerusform>
            <numerusform>Scale Volume of %n Variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set Volume of %n Variant(s)</source>
        <translation>
            <numerusform>Set Volume of %n Variant</numerusform>
            <numerusform>Set Volume of %n Variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Scale Priority of %n Variant(s)</source>
        <translation>
            <numerusform>Scale Priority of %n Variant</numerusform>
            <numerusform>Scale Priority of %n Variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set Priority of %n Variant(s)</source>
        <translation>
            <numerusform>Set Priority of %n Variant</numerusform>
            <numerusform>Set Priority of %n Variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Scale Probability of %n Variant(s)</source>
        <translation>
            <numerusform>Scale Probability of %n Variant</numerusform>
            <numerusform>Scale Probability of %n Variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set Probability of %n Variant(s)</source>
        <translation>
            <numerusform>Set Probability of %n Variant</numerusform>
            <numerusform>Set Probability of %n Variants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::VariantModel</name>
    <message numerus="yes">
        <location filename="../widgets/editor/variantmodel.cpp" line="+173"/>
        <source>Under the override&apos;s uniform pick each of the %n alternative(s) is chosen in %1 of events; this one then plays %2 of the time (its probability).</source>
        <translation>
            <numerusform>Under the override&apos;s uniform pick the %n alternative is chosen in %1 of events; it then plays %2 of the time (its probability).</numerusform>
            <numerusform>Under the override&apos;s uniform pick each of the %n alternatives is chosen in %1 of events; this one then plays %2 of the time (its probability).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::VariantSelection</name>
    <message numerus="yes">
        <location filename="../widgets/editor/variantselection.cpp" line="+39"/>
        <source>%n variant(s) of %1 sound types in table %2</source>
        <translation>
            <numerusform>%n variant of %1 sound types in table %2</numerusform>
            <numerusform>%n variants of %1 sound types in table %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n variant(s) of %1 in table %2</source>
        <translation>
            <numerusform>%n variant of %1 in table %2</numerusform>
            <numerusform>%n variants of %1 in table %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n variant(s) selected of those matching “%1”</source>
        <translation>
            <numerusform>%n variant selected of those matching “%1”</numerusform>
            <numerusform>%n variants selected of those matching “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>every variant (%n)</source>
        <translation>
            <numerusform>every variant (%n)</numerusform>
            <numerusform>every variant (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n variant(s) matching “%1”</source>
        <translation>
            <numerusform>%n variant matching “%1”</numerusform>
            <numerusform>%n variants matching “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-21"/>
        <location line="+23"/>
        <source>%1 in %n table(s)</source>
        <translation>
            <numerusform>%1 in %n table</numerusform>
            <numerusform>%1 in %n tables</numerusform>
        </translation>
    </message>
</context>
</TS>
