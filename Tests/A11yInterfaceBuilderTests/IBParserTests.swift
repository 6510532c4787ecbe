import A11yInterfaceBuilder
import Foundation
import Testing

/// A storyboard written for these tests: a scene with a label (text written out as an element), an image-only
/// button, an image view made an element, an outlet to each, a runtime attribute and an over-full-screen segue.
let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="ReceiptViewController" customModule="Shop" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <label opaque="NO" adjustsFontForContentSizeCategory="YES" id="l1" userLabel="Total">
                                    <string key="text">Total
    due</string>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                    <accessibility key="accessibilityConfiguration" identifier="total">
                                        <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                                    </accessibility>
                                </label>
                                <button opaque="NO"
                                        contentMode="scaleToFill" id="b1">
                                    <state key="normal" image="xmark" catalog="system"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="cornerRadius" value="4"/>
                                    </userDefinedRuntimeAttributes>
                                </button>
                                <imageView id="i1" image="receipt-art">
                                    <accessibility key="accessibilityConfiguration">
                                        <bool key="isElement" value="YES"/>
                                    </accessibility>
                                </imageView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="totalLabel" destination="l1" id="o1"/>
                            <outlet property="closeButton" destination="b1" id="o2"/>
                            <segue destination="vc2" kind="presentation" modalPresentationStyle="overFullScreen" id="sg1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

struct IBParserTests {
    @Test("Objects, their settings, outlets and segues, with the line and bytes of each opening tag")
    func readsAStoryboard() throws {
        let bytes = Array(storyboard.utf8)
        let document = try IBParser.parse(bytes, kind: .storyboard)
        #expect(document.runtime == .iOS)
        #expect(document.objects.map(\.tag) == ["viewController", "view", "label", "button", "imageView"])

        let label = try #require(document.object(id: "l1"))
        #expect(label.line == 9)
        #expect(label.attributes["text"] == "Total\ndue")
        #expect(label.font?.textStyleName == "title1")
        #expect(label.adjustsFontSize)
        #expect(label.accessibility?.traits == ["staticText", "header"])
        #expect(document.sceneName(of: label) == "ReceiptViewController")
        #expect(document.outlets(to: label).map { "\($0.owner).\($0.property)" } == ["ReceiptViewController.totalLabel"])
        #expect(String(decoding: bytes[label.tagStart..<label.tagEnd], as: UTF8.self) == #"<label opaque="NO" adjustsFontForContentSizeCategory="YES" id="l1" userLabel="Total""#)
        #expect(String(decoding: bytes[label.tagStart..<label.nameEnd], as: UTF8.self) == "<label")

        // An opening tag over two lines is found from its first line.
        let button = try #require(document.object(id: "b1"))
        #expect(button.line == 17)
        #expect(String(decoding: bytes[button.tagStart..<button.tagEnd], as: UTF8.self).hasSuffix(#"id="b1""#))
        #expect(button.images == ["xmark"] && button.titles.isEmpty && document.systemImages.contains("xmark"))
        #expect(button.runtimeAttributes["cornerRadius"] == "4" && !button.hasRuntimeNaming)

        let image = try #require(document.object(id: "i1"))
        #expect(image.isAccessibilityElement == true && image.accessibilityLabel == nil)

        let segue = try #require(document.segues.first)
        #expect(segue.kind == "presentation" && segue.presentationStyle == "overFullScreen" && segue.destination == "vc2")
        #expect(String(decoding: bytes[segue.tagStart..<segue.tagEnd], as: UTF8.self).hasPrefix("<segue destination=\"vc2\""))
    }

    @Test("Not XML, cut short, not IB, the old archive format: each a clear error with a line where there is one")
    func badInput() {
        let cases: [(String, String)] = [
            ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><label id=\"a\"></objects></document>", "not well-formed XML"),
            (String(storyboard.prefix(900)), "not well-formed XML"),
            ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>", "not an Interface Builder document"),
            ("<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"></archive>", "old archive format"),
            ("", "not"),
        ]
        for (text, expected) in cases {
            #expect(throws: IBReadError.self) { try IBParser.parse(Array(text.utf8), kind: .xib) }
            do {
                _ = try IBParser.parse(Array(text.utf8), kind: .xib)
            } catch let error as IBReadError {
                #expect(error.message.contains(expected), "\(error.message)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test("Elements nested thousands deep are refused, not recursed into")
    func deepNesting() {
        let depth = 5_000
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">" + String(repeating: "<view id=\"v\">", count: depth)
            + String(repeating: "</view>", count: depth) + "</document>"
        #expect(throws: IBReadError.self) { try IBParser.parse(Array(text.utf8), kind: .xib) }
    }
}

struct SizeClassFontTests {
    @Test("A size class's font (an iPad's larger size) leaves the element's own font in place")
    func variationFontDoesNotReplaceTheBaseFont() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <tableViewCell id="c1" customClass="ToggleRow">
                        <label id="l1" text="Sync over cellular">
                            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="16"/>
                            <variation key="heightClass=regular-widthClass=regular">
                                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="24"/>
                            </variation>
                        </label>
                    </tableViewCell>
                </objects>
            </document>
            """
        let document = try IBParser.parse(Array(xib.utf8), kind: .xib)
        let font = try #require(document.object(id: "l1")?.font)
        #expect(font.pointSize == 16 && font.weight == "medium")
    }
}
