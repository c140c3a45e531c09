// Interface Builder files written for these tests, in the style Xcode saves them (ids of the
// form `aaa-bb-ccc`, stored frames, constraints held by the common superview). Stored frames
// of constrained views are deliberately wrong in places: layout must not read them.
import AutoLayout
import Foundation
import Geometry
import InterfaceBuilder
import LayoutContract

enum Fixture {
  /// A xib document around `objects`, designed on `device` by Xcode 15 (toolsVersion 22505).
  static func xib(device: String = "retina6_12", tools: String = "22505", _ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A root view 393 × 852 with `subviews`, `constraints` (held by the root) and a safe area.
  static func screen(_ subviews: String, constraints: String, device: String = "retina6_12", size: (Double, Double) = (393, 852)) -> String {
    xib(device: device, """
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
    \(subviews)
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                <keyboardLayoutGuide key="keyboard" id="key-b0-gd1"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
    \(constraints)
                </constraints>
            </view>
    """)
  }

  static func document(_ text: String, name: String = "fixture.xib") throws -> IBDocument {
    try IBDocument(data: Data(text.utf8), path: name)
  }

  /// Solved frames by IB id (alignment rects), with the resolution.
  static func layout(_ text: String, state: IBState = IBState()) throws -> (frames: [String: Rect], resolved: IBResolved, result: LayoutResult) {
    let doc = try document(text)
    let resolved = IBResolver.resolve(doc, root: doc.roots[0], state: state)
    let result = LayoutEngine.solve(resolved.form, measuring: FixedAdvanceTextMeasurer())
    var frames: [String: Rect] = [:]
    for (id, frame) in result.frames { frames[id.rawValue] = frame }
    return (frames, resolved, result)
  }
}
