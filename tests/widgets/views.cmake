# The second wave of the editor (views branch): plots, listener, audition, ambient, QA.
foreach(name IN ITEMS tst_listenerview tst_oddschart tst_attenuationplot tst_qarunpanel tst_auditionworkbench
                      tst_ambientview tst_transport tst_motionpanel tst_motionhookoverride)
    soundstage_add_test(${name} SOURCES ${name}.cpp demofixture.h LIBS soundstage_widgets)
endforeach()
# tst_oddschart looks into the chart's QCustomPlot (the hint's lines against its axis rect):
# qcustomplot.h needs foreach (see widgets/CMakeLists.txt).
target_link_libraries(tst_oddschart PRIVATE QCustomPlotQt6::QCustomPlotQt6)
set_property(SOURCE tst_oddschart.cpp APPEND PROPERTY COMPILE_OPTIONS -UQT_NO_FOREACH)
soundstage_skip_precompiled(tst_oddschart.cpp)
