<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ByteReader</name>
    <message>
        <location filename="../core/common/bytereader.cpp" line="+29"/>
        <source>%1 needs %2 bytes but only %3 remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+103"/>
        <source>%1 is %2, more than the %3 remaining bytes can hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>soundstage::Error</name>
    <message>
        <location filename="../core/common/error.cpp" line="+19"/>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>soundstage::cli</name>
    <message>
        <location filename="../app/cli/clicommand.cpp" line="+41"/>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clidat.cpp" line="+46"/>
        <source>no record %1 in this dat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>record %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
