import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

/// Storyboards and xibs audited as sources: the same rule ids as Swift, findings on the element's line, IB
/// settings as facts for Swift rules and the reverse, corrections in the file, bad input reported once.
struct InterfaceBuilderAuditTests {
    /// A storyboard with one scene holding an element of each kind the rules read, written for these tests.
    static func scene(_ subviews: String, connections: String = "", controller: String = "OrderViewController", extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="\(controller)" sceneMemberID="viewController"\(extra)>
                            <view key="view" id="root">
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func audit(_ sources: [(String, String)], only rules: [RuleID]? = nil) -> AuditReport {
        var configuration = Configuration()
        configuration.onlyRules = rules.map(Set.init)
        return Auditor(configuration: configuration, jobs: 1).audit(sources: sources.map { (path: $0.0, text: $0.1) })
    }

    static func summary(_ report: AuditReport) -> [String] {
        report.findings.map { "\($0.ruleID):\($0.span.start.line)" }
    }

    @Test("Each rule that reads IB reports its element on the element's line, naming it by outlet, text or image, and its scene")
    func eachRule() throws {
        let text = Self.scene("""
                    <label id="l1" text="Order total"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                    <label id="l2" text="Receipt"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>
                    <button id="b1"><state key="normal" image="ic_trash_24"/></button>
                    <button id="b2"><state key="normal" image="chevron.left" catalog="system"/></button>
                    <imageView id="i1" image="stamp"><accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility></imageView>
                    <switch id="w1"/>
                    <datePicker id="d1"/>
                    <textField id="t1" placeholder="Coupon"/>
                    <textView id="tv1" editable="NO"/>
            """, connections: #"<outlet property="totalLabel" destination="l1" id="o1"/>"#)
        let report = Self.audit([("Shop/Order.storyboard", text)])
        #expect(Self.summary(report) == [
            "fixed-font-size:9", "font-not-adjusting:10", "heading-not-marked:10", "icon-only-button-unlabeled:11",
            "icon-only-button-unlabeled:12", "image-missing-label:13", "control-missing-label:14", "picker-missing-label:15",
            "placeholder-as-name:16",
        ])
        let messages = report.findings.map(\.message)
        #expect(messages[0] == "label 'totalLabel' (“Order total”) in 'OrderViewController' uses the system font at 15 points, which does not grow with the user's text size")
        #expect(messages[3].contains("button image 'ic_trash_24' in 'OrderViewController' shows only the image 'ic_trash_24'"))
        // An SF Symbol may be spoken by its name: a warning, with the action the symbol stands for.
        let symbol = report.findings[4]
        #expect(symbol.severity == .warning && symbol.suggestion.contains("\"Back\""))
        #expect(report.findings[3].severity == .error)
        #expect(report.findings.allSatisfy { $0.framework == "UIKit" && !$0.fingerprint.isEmpty })
        #expect(report.findings[0].notes == ["Connected to OrderViewController.totalLabel; code that sets the same property there overrides the file."])
    }

    @Test("Buttons sized below 44 points by their own constraint or their laid-out frame; minimums, bars, hidden buttons and classes that widen the tap area are quiet")
    func buttonSizes() {
        let text = Self.scene("""
                    <button id="b1" title="Redeem"><rect key="frame" x="0" y="0" width="120" height="60"/>
                        <constraints><constraint firstAttribute="height" constant="30" id="c1"/></constraints></button>
                    <button id="b2"><rect key="frame" x="0" y="0" width="26" height="26"/><state key="normal" title="?"/></button>
                    <button id="b3" title="Apply"><rect key="frame" x="0" y="0" width="30" height="30"/>
                        <constraints><constraint firstAttribute="width" relation="greaterThanOrEqual" constant="44" id="c2"/>
                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" id="c3"/></constraints></button>
                    <button id="b4" title="Wide"><rect key="frame" x="0" y="0" width="200" height="50"/></button>
                    <button id="b5" title="Hidden" hidden="YES"><rect key="frame" x="0" y="0" width="20" height="20"/></button>
                    <button id="b6" title="Roomy" customClass="RoomyButton"><rect key="frame" x="0" y="0" width="24" height="24"/></button>
                    <navigationBar id="nb1"><items><navigationItem id="ni1"><button id="b7" title="Edit"><rect key="frame" x="0" y="0" width="30" height="30"/></button></navigationItem></items></navigationBar>
                    <button id="b8" title="Continue"><rect key="frame" x="0" y="0" width="128" height="40"/>
                        <constraints><constraint firstAttribute="width" relation="greaterThanOrEqual" constant="128" id="c4"/>
                        <constraint firstAttribute="height" constant="40" id="c5"/></constraints></button>
                    <button id="b9" title="Next" customClass="TallButton"><rect key="frame" x="0" y="0" width="200" height="30"/></button>
                    <button id="b10" title="Skip" customClass="SlimButton"><rect key="frame" x="0" y="0" width="200" height="30"/></button>
            """, connections: (1...10).map { #"<outlet property="button\#($0)" destination="b\#($0)" id="o\#($0)"/>"# }.joined())
        let roomy = """
            final class RoomyButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -12, dy: -12).contains(point)
                }
            }
            final class TallButton: UIButton {
                private let standardHeight: CGFloat = 52
                override func awakeFromNib() {
                    super.awakeFromNib()
                    heightAnchor.constraint(equalToConstant: standardHeight).isActive = true
                }
            }
            final class SlimButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    heightAnchor.constraint(equalToConstant: 28).isActive = true
                }
            }
            """
        let report = Self.audit([("Order.storyboard", text), ("RoomyButton.swift", roomy)], only: ["touch-target-too-small"])
        // A button held to at least 128 wide but exactly 40 tall is still too short; a class that sets its own
        // height of 52 in code is not the storyboard's 30, one that sets 28 is.
        #expect(Self.summary(report) == ["touch-target-too-small:9", "touch-target-too-small:11", "touch-target-too-small:19", "touch-target-too-small:23"])
        #expect(report.findings.first?.message.contains("is 120 × 30 points") == true)
        #expect(report.findings[2].message.contains("is 128 × 40 points") == true)
    }

    @Test("Gesture recognizers a storyboard attaches to a view (a long press, two taps) whose action no control reaches are review items; a single tap, a recognizer attached to nothing and an action a button also sends are quiet")
    func gestureRecognizers() {
        let board = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="ArtViewController" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <subviews>
                                        <imageView id="art" userInteractionEnabled="YES">
                                            <connections>
                                                <outletCollection property="gestureRecognizers" destination="lp1" appends="YES" id="c1"/>
                                                <outletCollection property="gestureRecognizers" destination="dt1" appends="YES" id="c2"/>
                                                <outletCollection property="gestureRecognizers" destination="st1" appends="YES" id="c3"/>
                                                <outletCollection property="gestureRecognizers" destination="zm1" appends="YES" id="c4"/>
                                            </connections>
                                        </imageView>
                                    </subviews>
                                </view>
                            </viewController>
                            <pongPressGestureRecognizer minimumPressDuration="0.5" id="lp1">
                                <connections><action selector="artLongPressed:" destination="vc1" id="a1"/></connections>
                            </pongPressGestureRecognizer>
                            <tapGestureRecognizer numberOfTapsRequired="2" id="dt1">
                                <connections><action selector="artDoubleTapped:" destination="vc1" id="a2"/></connections>
                            </tapGestureRecognizer>
                            <tapGestureRecognizer id="st1">
                                <connections><action selector="artTapped:" destination="vc1" id="a3"/></connections>
                            </tapGestureRecognizer>
                            <pinchGestureRecognizer id="zm1">
                                <connections><action selector="zoomArt:" destination="vc1" id="a4"/></connections>
                            </pinchGestureRecognizer>
                            <pongPressGestureRecognizer minimumPressDuration="0.5" id="un1">
                                <connections><action selector="unusedPress:" destination="vc1" id="a5"/></connections>
                            </pongPressGestureRecognizer>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let code = """
            import UIKit
            final class ArtViewController: UIViewController {
                let zoomButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    zoomButton.setTitle("Zoom", for: .normal)
                    zoomButton.addTarget(self, action: #selector(zoomArt(_:)), for: .touchUpInside)
                }
                @IBAction func zoomArt(_ sender: Any) {}
                @IBAction func artLongPressed(_ sender: Any) {}
                @IBAction func artDoubleTapped(_ sender: Any) {}
                @IBAction func artTapped(_ sender: Any) {}
            }
            """
        let report = Self.audit([("Art.storyboard", board), ("Art.swift", code)], only: ["gesture-without-alternative"])
        // The long press (line 20) and the double tap (23); the single tap, the pinch whose action a button also
        // sends, and the long press attached to no view are quiet.
        #expect(Self.summary(report) == ["gesture-without-alternative:20", "gesture-without-alternative:23"], "\(Self.summary(report))")
        #expect(report.findings.allSatisfy { $0.kind == .review })
        #expect(report.findings.first?.message.contains("artLongPressed(…)") == true)
    }

    @Test("A label's attributed text gives its font when it has no font description: a title size asks for review, a fixed size is fixed")
    func attributedFonts() {
        let text = Self.scene("""
                    <label id="l1" usesAttributedText="YES" userLabel="Title Label"><rect key="frame" x="0" y="0" width="300" height="27"/>
                        <attributedString key="attributedText"><fragment content="Album"><attributes>
                            <font key="NSFont" metaFont="system" size="22"/></attributes></fragment></attributedString></label>
                    <label id="l2" text="Plays next" usesAttributedText="NO"><rect key="frame" x="0" y="0" width="300" height="20"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            """)
        let report = Self.audit([("Album.storyboard", text)], only: ["heading-not-marked", "fixed-font-size"])
        #expect(Self.summary(report) == ["fixed-font-size:9", "heading-not-marked:9"])
        #expect(report.findings.first { $0.ruleID == "heading-not-marked" }?.kind == .review)
    }

    @Test("A label given the app's heading style by a runtime attribute asks for review; a body style does not")
    func headingStyleNames() {
        let text = Self.scene("""
                    <label id="l1" text="guidelines_headline" customClass="StyledLabel"><rect key="frame" x="0" y="0" width="300" height="20"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="styleName" value="h2"/></userDefinedRuntimeAttributes></label>
                    <label id="l2" text="guidelines_text" customClass="StyledLabel"><rect key="frame" x="0" y="0" width="300" height="20"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="styleName" value="body"/></userDefinedRuntimeAttributes></label>
            """)
        let report = Self.audit([("Guide.storyboard", text)], only: ["heading-not-marked"])
        #expect(Self.summary(report) == ["heading-not-marked:9"])
        #expect(report.findings.first?.message.contains("heading style 'h2'") == true)
    }

    @Test("A sentence in a bold label the developer named a title heads its screen; the same sentence in a label named otherwise is emphasis")
    func sentencesNamedTitles() {
        let text = Self.scene("""
                    <label id="l1" text="Choose a backup folder." userLabel="Title"><rect key="frame" x="0" y="0" width="300" height="20"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
                    <label id="l2" text="Choose a backup folder." userLabel="Prompt"><rect key="frame" x="0" y="0" width="300" height="20"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
                    <label id="l3" text="Choose a backup folder." userLabel="Subtitle"><rect key="frame" x="0" y="0" width="300" height="20"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
            """)
        let report = Self.audit([("Backup.storyboard", text)], only: ["heading-not-marked"])
        #expect(Self.summary(report) == ["heading-not-marked:9"])
        #expect(report.findings.first?.kind == .review)
    }

    @Test("A bold label beside a value on the same line, or ending in a colon, names a field; the same label above its content, larger than the text beside it, or hidden in the file, may head it")
    func fieldNamesBesideValues() {
        let text = Self.scene("""
                    <view id="row"><subviews>
                    <label id="l1" text="Author"><rect key="frame" x="20" y="48" width="100" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
                    <label id="l2" text="Value"><rect key="frame" x="136" y="48" width="258" height="33.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    </subviews></view>
                    <view id="notes"><subviews>
                    <label id="l3" text="Labels:"><rect key="frame" x="20" y="10" width="300" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
                    </subviews></view>
                    <view id="section"><subviews>
                    <label id="l4" text="Delivery"><rect key="frame" x="20" y="10" width="300" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
                    <label id="l5" text="Value"><rect key="frame" x="20" y="40" width="300" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    </subviews></view>
                    <view id="field"><subviews>
                    <label id="l8" text="Summary"><rect key="frame" x="20" y="10" width="100" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
                    <textView id="v1"><rect key="frame" x="136" y="10" width="258" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
                    </subviews></view>
                    <view id="news"><subviews>
                    <label id="l6" text="What's on"><rect key="frame" x="0" y="0" width="124" height="26.5"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/></label>
                    <label id="l7" text="See all"><rect key="frame" x="285" y="0" width="50" height="26.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                    </subviews></view>
                    <view id="swap"><subviews>
                    <label id="l9" text="Reorder shortcuts" hidden="YES"><rect key="frame" x="132" y="23" width="148" height="21"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
                    <label id="l10" text="SHORTCUTS"><rect key="frame" x="20" y="25" width="100" height="16"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                    </subviews></view>
            """)
        let report = Self.audit([("Item.storyboard", text)], only: ["heading-not-marked"])
        #expect(Self.summary(report) == ["heading-not-marked:20", "heading-not-marked:32", "heading-not-marked:38"], "\(report.findings.map(\.message))")
    }

    @Test("A switch in a table cell with a label of its own is a review item (the cell may be read as one element); a switch on its own is a defect")
    func switchBesideLabelInCell() {
        let text = Self.scene("""
                                    <tableView id="tv" fixedFrame="YES">
                                        <prototypes>
                                            <tableViewCell id="c1" reuseIdentifier="Toggle">
                                                <tableViewCellContentView key="contentView" id="cv1">
                                                    <subviews>
                                                        <label id="l1" text="Notifications"/>
                                                        <switch id="s1"/>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                    <switch id="s2"/>
            """)
        let report = Self.audit([("Order.storyboard", text)], only: ["control-missing-label"])
        #expect(report.findings.map { "\($0.span.start.line):\($0.kind)" } == ["15:review", "21:defect"], "\(report.findings.map(\.message))")
    }

    @Test("A button showing only an asset named for its action is a review item: VoiceOver reads the file name")
    func actionNamedAssets() {
        let text = Self.scene("""
                    <button id="b1"><rect key="frame" x="0" y="0" width="44" height="44"/><state key="normal" image="sheetCornerClose"/></button>
                    <button id="b2"><rect key="frame" x="0" y="0" width="44" height="44"/><state key="normal" image="sheetCornerClose"/>
                        <accessibility key="accessibilityConfiguration" label="Close"/></button>
            """)
        let report = Self.audit([("Diary.storyboard", text)], only: ["icon-only-button-unlabeled"])
        #expect(Self.summary(report) == ["icon-only-button-unlabeled:9"])
        #expect(report.findings.first?.kind == .review)
    }

    @Test("A class that sets its own attributed title repaints its text, and a text view class that turns editing off is no control")
    func classesThatOverrideTheFile() {
        let text = Self.scene("""
                    <view id="card"><subviews>
                    <button id="b1" customClass="StyledButton"><rect key="frame" x="0" y="0" width="200" height="50"/>
                        <state key="normal" title="Continue"><color key="titleColor" systemColor="lightGrayColor"/></state></button>
                    <button id="b2"><rect key="frame" x="0" y="0" width="200" height="50"/>
                        <state key="normal" title="Skip"><color key="titleColor" systemColor="lightGrayColor"/></state></button>
                    </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
                    <textView id="t1" customClass="HotlineTextView"><rect key="frame" x="0" y="0" width="300" height="40"/></textView>
                    <textView id="t2" customClass="NotesTextView"><rect key="frame" x="0" y="0" width="300" height="40"/></textView>
            """)
        let code = """
            class StyledButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    setAttributedTitle(NSAttributedString(string: title(for: .normal) ?? ""), for: .normal)
                }
            }
            class LinkTextView: UITextView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isEditable = false
                }
            }
            final class HotlineTextView: LinkTextView {}
            final class NotesTextView: UITextView {}
            """
        let report = Self.audit([("Help.storyboard", text), ("Views.swift", code)], only: ["text-contrast-insufficient", "control-missing-label"])
        #expect(Self.summary(report) == ["text-contrast-insufficient:12", "control-missing-label:16"], "\(report.findings.map(\.message))")
    }

    @Test("A label whose class the audited code does not declare (a package's design-system label) may pick its own font: a review item, and nothing when the file gives it a style by name; a declared class decides")
    func classesOutOfSight() {
        let text = Self.scene("""
                    <label id="l1" text="Nothing here yet" customClass="KitLabel" customModule="DesignKit"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
                    <label id="l2" text="Nothing here yet" customClass="PlainLabel"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
                    <label id="l3" text="Nothing here yet" customClass="ScalingLabel"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
                    <label id="l4" text="Nothing here yet" customClass="KitLabel" customModule="DesignKit"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    <label id="l5" text="Nothing here yet" customClass="KitLabel" customModule="DesignKit"><fontDescription key="fontDescription" type="system" pointSize="18"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="styleName" value="caption"/></userDefinedRuntimeAttributes></label>
            """)
        let code = """
            final class PlainLabel: UILabel {}
            final class ScalingLabel: UILabel {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 18))
                }
            }
            """
        let report = Self.audit([("Empty.storyboard", text), ("Labels.swift", code)], only: ["fixed-font-size", "font-not-adjusting"])
        #expect(report.findings.filter { $0.path.hasSuffix(".storyboard") }.map { "\($0.ruleID):\($0.span.start.line):\($0.kind)" } == [
            "fixed-font-size:9:review", "fixed-font-size:10:defect", "font-not-adjusting:12:review",
        ], "\(report.findings.map(\.message))")
        #expect(report.findings.first?.message.contains("'KitLabel' (module DesignKit) is not among the audited files and may set its own font") == true)
    }

    @Test("A field the outlet's code gives a placeholder or a floating hint is named; one the code leaves alone is not")
    func placeholdersSetInCode() {
        let text = Self.scene("""
                    <textField id="t1"><rect key="frame" x="0" y="0" width="300" height="44"/></textField>
                    <textField id="t2"><rect key="frame" x="0" y="50" width="300" height="44"/></textField>
                    <textField id="t3"><rect key="frame" x="0" y="100" width="300" height="44"/></textField>
            """, connections: """
                    <outlet property="nameField" destination="t1" id="o1"/>
                    <outlet property="codeField" destination="t2" id="o2"/>
                    <outlet property="noteField" destination="t3" id="o3"/>
            """)
        let code = """
            final class OrderViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var codeField: OutlinedField!
                @IBOutlet var noteField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.placeholder = "Name on the card"
                    codeField.setHint("Discount code")
                    noteField.autocorrectionType = .no
                }
            }
            """
        let report = Self.audit([("Order.storyboard", text), ("Order.swift", code)], only: ["control-missing-label"])
        #expect(Self.summary(report) == ["control-missing-label:11"], "\(report.findings.map(\.message))")
    }

    @Test("An outlet named for an icon marks an icon font only when the element shows no words of its own")
    func iconNamedOutlets() {
        let text = Self.scene("""
                    <label id="l1" text="Your badge is ready to collect"><fontDescription key="fontDescription" type="system" pointSize="21"/></label>
                    <label id="l2" text="Label"><fontDescription key="fontDescription" type="system" pointSize="24"/></label>
                    <button id="b1"><state key="normal" title="More badges"/><fontDescription key="fontDescription" type="system" pointSize="16"/></button>
            """, connections: """
                    <outlet property="badgeIconCaption" destination="l1" id="o1"/>
                    <outlet property="statusGlyphLabel" destination="l2" id="o2"/>
                    <outlet property="moreIconsButton" destination="b1" id="o3"/>
            """)
        let report = Self.audit([("Badges.storyboard", text)], only: ["fixed-font-size"])
        #expect(Self.summary(report) == ["fixed-font-size:9", "fixed-font-size:11"], "\(report.findings.map(\.message))")
    }

    @Test("A button's image written as a child element (Xcode 13 and later) is read like the older attribute")
    func imageReferences() {
        let text = Self.scene("""
                    <button id="b1"><state key="normal"><imageReference key="image" image="ic_send_24"/></state></button>
                    <button id="b2"><state key="normal"><imageReference key="image" image="arrow.up.right.square" catalog="system"/></state></button>
                    <button id="b3" title="Compose"><state key="normal"><imageReference key="image" image="square.and.pencil" catalog="system"/></state></button>
            """)
        let report = Self.audit([("Order.storyboard", text)], only: ["icon-only-button-unlabeled"])
        #expect(Self.summary(report) == ["icon-only-button-unlabeled:9", "icon-only-button-unlabeled:10"])
        #expect(report.findings.map(\.severity) == [.error, .warning])
        #expect(report.findings.first?.message.contains("'ic_send_24'") == true)
    }

    @Test("A collection view cell with a picture and labels is read in pieces unless its class, or the code filling it, makes it one element; a cell with a control or a table cell is not reported")
    func collectionCellsInPieces() {
        let cell = { (id: String, cls: String, extra: String) in
            """
                    <collectionViewCell id="\(id)" customClass="\(cls)"><view key="contentView" id="\(id)v"><subviews>
                        <imageView id="\(id)i" image="badge"/><label id="\(id)a" text="Gold"/><label id="\(id)b" text="120 coins"/>\(extra)
                    </subviews></view></collectionViewCell>
            """
        }
        let text = Self.scene("""
                    <collectionView id="cv"><cells>
            \(cell("c1", "RewardCell", ""))
            \(cell("c2", "GroupedRewardCell", ""))
            \(cell("c3", "BuyRewardCell", #"<button id="c3x" title="Buy"/>"#))
                    </cells></collectionView>
                    <tableView id="tv"><prototypes><tableViewCell id="t1"><tableViewCellContentView key="contentView" id="t1v"><subviews>
                        <imageView id="t1i" image="badge"/><label id="t1a" text="Gold"/><label id="t1b" text="120 coins"/>
                    </subviews></tableViewCellContentView></tableViewCell></prototypes></tableView>
            """)
        let code = """
            final class GroupedRewardCell: UICollectionViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                }
            }
            """
        let report = Self.audit([("Shop.storyboard", text), ("GroupedRewardCell.swift", code)], only: ["row-not-grouped"])
        #expect(report.findings.count == 1)
        #expect(report.findings.first?.message.contains("RewardCell") == true)
        #expect(report.findings.first?.message.contains("2 labels") == true)
    }

    @Test("A button that shows nothing in the file is unnamed unless its outlet's code titles or labels it; system info buttons and app classes are left alone")
    func emptyButtons() {
        let text = Self.scene("""
                    <button id="b1"/>
                    <button id="b2"><state key="normal" title=" "/></button>
                    <button id="b3"/>
                    <button id="b4" buttonType="infoLight"/>
                    <button id="b5" customClass="PillButton"/>
                    <button id="b6" title="Join"/>
            """, connections: #"<outlet property="joinButton" destination="b3" id="o1"/>"#)
        let code = """
            final class OrderViewController: UIViewController {
                @IBOutlet var joinButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    joinButton.setTitle("Join", for: .normal)
                }
            }
            """
        let report = Self.audit([("Order.storyboard", text), ("OrderViewController.swift", code)], only: ["control-missing-label"])
        #expect(Self.summary(report) == ["control-missing-label:9", "control-missing-label:10"])
    }

    @Test("A configured button that shows only its background picture, with a title of spaces, shows only an image")
    func backgroundPictures() {
        let text = Self.scene("""
                    <button id="b1"><state key="normal" title=""/><buttonConfiguration key="configuration" style="plain" title="  "><backgroundConfiguration key="background" image="ic_forum_mark"/></buttonConfiguration></button>
                    <button id="b2"><buttonConfiguration key="configuration" style="plain" title="Forum"><backgroundConfiguration key="background" image="ic_forum_mark"/></buttonConfiguration></button>
            """)
        let report = Self.audit([("Order.storyboard", text)], only: ["icon-only-button-unlabeled"])
        #expect(Self.summary(report) == ["icon-only-button-unlabeled:9"])
        #expect(report.findings.first?.message.contains("'ic_forum_mark'") == true)
    }

    @Test("Quiet: named, scaled, marked, hidden, inside one element, or not iOS")
    func quietNeighbours() {
        let text = Self.scene("""
                    <label id="l1" adjustsFontForContentSizeCategory="YES" text="Receipt"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                        <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" header="YES"/></accessibility></label>
                    <button id="b1" title="Delete"><state key="normal" image="trash"/></button>
                    <button id="b2"><state key="normal" image="trash"/><accessibility key="accessibilityConfiguration" label="Delete"/></button>
                    <button id="b3"><state key="normal" image="gear"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Settings"/></userDefinedRuntimeAttributes></button>
                    <imageView id="i1" image="stamp"/>
                    <switch id="w1"><accessibility key="accessibilityConfiguration" label="Gift wrap"/></switch>
                    <switch id="w2"><accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></switch>
                    <view id="card"><accessibility key="accessibilityConfiguration" label="Order 42"><bool key="isElement" value="YES"/></accessibility>
                        <subviews><switch id="w3"/><imageView id="i2" image="x"><accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility></imageView></subviews></view>
                    <label id="l2" text="icon"><fontDescription key="fontDescription" name="FontAwesome" family="FontAwesome" pointSize="20"/></label>
                    <barButtonItem id="bb1" systemItem="add"/>
                    <textField id="t1" placeholder="SAVE10"><accessibility key="accessibilityConfiguration" label="Coupon code"/></textField>
                    <textField id="t2" placeholder="Street" alpha="0"/>
            """)
        #expect(Self.audit([("Order.storyboard", text)]).findings.isEmpty)
        let mac = Self.scene(#"<switch id="w1"/>"#).replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        #expect(Self.audit([("Mac.storyboard", mac)]).findings.isEmpty)
    }

    @Test("Code on an outlet or in a custom class settles what the file leaves open: a label, a font, the scaling, the trait")
    func codeOverridesTheFile() {
        let text = Self.scene("""
                    <label id="l1" text="Total"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                    <label id="l2" text="Tax"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    <label id="l3" text="Receipt"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></label>
                    <button id="b1"><state key="normal" image="ic_trash"/></button>
                    <switch id="w1"/>
                    <label id="l4" customClass="ScaledLabel" text="Fee"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
            """, connections: """
                    <outlet property="totalLabel" destination="l1" id="o1"/>
                    <outlet property="taxLabel" destination="l2" id="o2"/>
                    <outlet property="titleLabel" destination="l3" id="o3"/>
                    <outlet property="deleteButton" destination="b1" id="o4"/>
                    <outlet property="giftSwitch" destination="w1" id="o5"/>
            """)
        let before = Self.audit([("Order.storyboard", text)], only: ["fixed-font-size", "font-not-adjusting", "heading-not-marked", "icon-only-button-unlabeled", "control-missing-label"])
        #expect(before.findings.count == 7)
        let base = """
            class BaseOrderViewController: UIViewController {
                @IBOutlet var giftSwitch: UISwitch!
                func style() { giftSwitch.accessibilityLabel = "Gift wrap" }
            }
            """
        let code = """
            final class OrderViewController: BaseOrderViewController {
                @IBOutlet var totalLabel: UILabel!
                @IBOutlet var taxLabel: UILabel!
                @IBOutlet var titleLabel: UILabel!
                @IBOutlet var deleteButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    totalLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15))
                    totalLabel.adjustsFontForContentSizeCategory = true
                    taxLabel.adjustsFontForContentSizeCategory = true
                    titleLabel.accessibilityTraits.insert(.header)
                    deleteButton.accessibilityLabel = "Delete"
                }
            }
            final class ScaledLabel: UILabel {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    font = UIFontMetrics.default.scaledFont(for: font)
                    adjustsFontForContentSizeCategory = true
                }
            }
            """
        let after = Self.audit([("Order.storyboard", text), ("OrderViewController.swift", code), ("Base.swift", base)],
                               only: ["fixed-font-size", "font-not-adjusting", "heading-not-marked", "icon-only-button-unlabeled", "control-missing-label"])
        // The title label's own text style is still not adjusting: nothing turns that on for it.
        #expect(Self.summary(after) == ["font-not-adjusting:11"], "\(after.findings.map(\.message))")
    }

    @Test("Contrast in a file: text and background colours it sets, asset colours at their recorded value; semantic, unknown, large, disabled or repainted ones are quiet")
    func contrastInTheFile() {
        let gray = #"colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#
        let text = Self.scene("""
                    <view id="card">
                        <subviews>
                            <label id="c1" text="Fine print"><fontDescription key="fontDescription" type="system" pointSize="13"/><color key="textColor" name="mutedGray"/></label>
                            <label id="c2" text="Due today"><color key="textColor" red="1" green="0.58" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/><color key="backgroundColor" white="0.0" alpha="0.0" \(gray)/></label>
                            <button id="c3"><state key="normal" title="Retry"><color key="titleColor" systemColor="systemGrayColor"/></state></button>
                            <label id="q1" text="Total"><color key="textColor" systemColor="secondaryLabelColor"/></label>
                            <label id="q2" text="Paid"><color key="textColor" white="0.2" alpha="1" \(gray)/></label>
                            <label id="q3" text="Receipt"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/><color key="textColor" systemColor="systemGrayColor"/></label>
                            <label id="q4" text="Off" enabled="NO"><color key="textColor" systemColor="lightGrayColor"/></label>
                            <label id="q5" text="Note"><color key="textColor" name="unknownAsset"/></label>
                            <label id="c4" text="Status"><color key="textColor" systemColor="lightGrayColor"/></label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <view id="tinted">
                        <subviews>
                            <label id="q6" text="Promo"><color key="textColor" systemColor="lightGrayColor"/></label>
                        </subviews>
                        <color key="backgroundColor" red="0" green="0" blue="0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
            """, connections: #"<outlet property="statusLabel" destination="c4" id="o1"/>"#)
            .replacingOccurrences(of: "</scenes>", with: """
                </scenes>
                <resources><namedColor name="mutedGray"><color white="0.6" alpha="1" \(gray)/></namedColor></resources>
                """)
        let before = Self.audit([("Bill.storyboard", text)], only: ["text-contrast-insufficient"])
        let messages = before.findings.map(\.message)
        #expect(messages.count == 4, "\(messages)")
        for shown in ["Fine print", "Due today", "Retry", "Status"] {
            #expect(messages.contains { $0.contains(shown) }, "\(shown): \(messages)")
        }
        #expect(messages.contains { $0.contains("'mutedGray' (#999999)") && $0.contains("2.8:1") }, "\(messages)")
        // Code that sets the outlet's colour decides instead of the file.
        let code = """
            final class OrderViewController: UIViewController {
                @IBOutlet var statusLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    statusLabel.textColor = .label
                }
            }
            """
        let after = Self.audit([("Bill.storyboard", text), ("OrderViewController.swift", code)], only: ["text-contrast-insufficient"])
        #expect(after.findings.count == 3)
        #expect(!after.findings.contains { $0.message.contains("Status") })
        // Attributed text built from a font alone keeps the label's colour: the file still decides.
        let fontOnly = code.replacingOccurrences(
            of: "statusLabel.textColor = .label",
            with: "let styled = NSAttributedString(string: \"Late\", attributes: [.font: UIFont.italicSystemFont(ofSize: 15)])\n        statusLabel.attributedText = styled")
        let styled = Self.audit([("Bill.storyboard", text), ("OrderViewController.swift", fontOnly)], only: ["text-contrast-insufficient"])
        #expect(styled.findings.contains { $0.message.contains("Status") })
        let coloured = fontOnly.replacingOccurrences(of: "[.font: UIFont.italicSystemFont(ofSize: 15)]", with: "[.foregroundColor: UIColor.label]")
        let repainted = Self.audit([("Bill.storyboard", text), ("OrderViewController.swift", coloured)], only: ["text-contrast-insufficient"])
        #expect(!repainted.findings.contains { $0.message.contains("Status") })
    }

    @Test("A small button that does nothing (no action, segue or outlet) is no touch target; the same button with an action is")
    func inertButtonIsNoTarget() {
        let button = #"<button id="b1"><rect key="frame" x="0" y="0" width="24" height="24"/><state key="normal" title="›"/>ACTION</button>"#
        let inert = Self.scene(button.replacingOccurrences(of: "ACTION", with: ""))
        #expect(Self.audit([("Order.storyboard", inert)], only: ["touch-target-too-small"]).findings.isEmpty)
        let acting = Self.scene(button.replacingOccurrences(
            of: "ACTION", with: #"<connections><action selector="openDetails:" destination="vc1" eventType="touchUpInside" id="a1"/></connections>"#))
        #expect(Self.summary(Self.audit([("Order.storyboard", acting)], only: ["touch-target-too-small"])) == ["touch-target-too-small:9"])
    }

    @Test("Outlets styled together through the app's helper (a list's forEach, a for loop) take the colours the helper paints")
    func outletsStyledInALoop() {
        let text = Self.scene("""
                    <view id="card">
                        <subviews>
                            <label id="l1" text="Fee"><color key="textColor" systemColor="systemGrayColor"/></label>
                            <label id="l2" text="Total"><color key="textColor" systemColor="systemGrayColor"/></label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
            """, connections: #"<outlet property="feeLabel" destination="l1" id="o1"/><outlet property="totalLabel" destination="l2" id="o2"/>"#)
        #expect(Self.audit([("Order.storyboard", text)], only: ["text-contrast-insufficient"]).findings.count == 2)
        let helper = """
            extension UILabel {
                func applyCaption() { textColor = .label }
            }
            """
        let viaForEach = """
            final class OrderViewController: UIViewController {
                @IBOutlet var feeLabel: UILabel!
                @IBOutlet var totalLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [feeLabel, totalLabel].forEach { $0.applyCaption() }
                }
            }
            """
        #expect(Self.audit([("Order.storyboard", text), ("Order.swift", viaForEach), ("Style.swift", helper)], only: ["text-contrast-insufficient"]).findings.isEmpty)
        let viaLoop = viaForEach.replacingOccurrences(of: "[feeLabel, totalLabel].forEach { $0.applyCaption() }", with: "for label in [feeLabel] { label.applyCaption() }")
        let looped = Self.audit([("Order.storyboard", text), ("Order.swift", viaLoop), ("Style.swift", helper)], only: ["text-contrast-insufficient"])
        #expect(looped.findings.map(\.message).allSatisfy { $0.contains("Total") } && looped.findings.count == 1, "\(looped.findings.map(\.message))")
    }

    @Test("A scene's controller that presents another controller is not that controller: the other's outlet code does not settle this scene's label")
    func presentedControllerIsNotTheScene() {
        let text = Self.scene(#"<label id="l1" text="Add a key"><fontDescription key="fontDescription" type="system" pointSize="24"/></label>"#,
                              connections: #"<outlet property="titleLabel" destination="l1" id="o1"/>"#)
        let code = """
            final class OrderViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                @IBAction func scan() {
                    present(ScannerViewController(), animated: true)
                }
            }
            final class ScannerViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                func style() {
                    titleLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))
                }
            }
            """
        let report = Self.audit([("Order.storyboard", text), ("Order.swift", code)], only: ["fixed-font-size"])
        #expect(Self.summary(report) == ["fixed-font-size:9"], "\(report.findings.map(\.message))")
    }

    @Test("Contrast in a table cell that paints nothing: judged on the cell's default white, for review, only for colours made for light backgrounds")
    func contrastOnACellsDefaultBackground() {
        let clear = #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let cell = { (tag: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <\(tag) id="c1" customClass="ParcelCell">
                        <subviews>
                            <view key="contentView" id="cv1">
                                <subviews>
                                    <label id="l1" text="Queued"><color key="textColor" systemColor="systemGrayColor"/></label>
                                    <label id="l2" text="On its way"><color key="textColor" systemColor="whiteColor"/></label>
                                    <label id="l3" text="Lost"><color key="textColor" systemColor="systemGray2Color"/></label>
                                </subviews>
                                \(clear)
                            </view>
                        </subviews>
                    </\(tag)>
                </objects>
            </document>
            """
        }
        let table = Self.audit([("ParcelCell.xib", cell("tableViewCell"))], only: ["text-contrast-insufficient"])
        // The grey ones: 3.2:1 and 2.2:1 on white; white text is made for a dark background the code paints.
        #expect(Self.summary(table) == ["text-contrast-insufficient:8", "text-contrast-insufficient:10"], "\(table.findings.map(\.message))")
        #expect(table.findings.allSatisfy { $0.kind == .review })
        #expect(table.findings.contains { $0.message.contains("the cell's default white") })
        // A collection view cell is clear by default: what shows behind it is the collection's, not known here.
        #expect(Self.audit([("ParcelCell.xib", cell("collectionViewCell"))], only: ["text-contrast-insufficient"]).findings.isEmpty)
    }

    @Test("A cell style's own labels are reached by the cell class as textLabel and detailTextLabel")
    func cellStyleLabels() {
        let text = Self.scene("""
                    <tableView id="t1">
                        <prototypes>
                            <tableViewCell id="c1" customClass="EntryCell" textLabel="tl" detailTextLabel="dl">
                                <tableViewCellContentView key="contentView" id="cv">
                                    <subviews>
                                        <label id="tl" text="Title"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                                        <label id="dl" text="Detail"><fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/></label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
            """)
        #expect(Self.audit([("List.storyboard", text)], only: ["font-not-adjusting"]).findings.count == 2)
        let cell = """
            final class EntryCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    textLabel?.adjustsFontForContentSizeCategory = true
                }
            }
            """
        let after = Self.audit([("List.storyboard", text), ("EntryCell.swift", cell)], only: ["font-not-adjusting"])
        #expect(after.findings.map(\.message).count == 1)
        #expect(after.findings.first?.message.contains("Detail") == true, "\(after.findings.map(\.message))")
    }

    @Test("A project helper the outlet is handed to settles its font and scaling; one that does neither settles nothing")
    func helpersHandedTheOutlet() {
        let text = Self.scene("""
                    <label id="l1" text="Total"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                    <label id="l2" text="Tax"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    <label id="l3" text="Fee"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
            """, connections: """
                    <outlet property="totalLabel" destination="l1" id="o1"/>
                    <outlet property="taxLabel" destination="l2" id="o2"/>
                    <outlet property="feeLabel" destination="l3" id="o3"/>
            """)
        let code = """
            final class OrderViewController: UIViewController {
                @IBOutlet var totalLabel: UILabel!
                @IBOutlet var taxLabel: UILabel!
                @IBOutlet var feeLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    totalLabel.applyBodyStyle()
                    Typography.scale(taxLabel)
                    feeLabel.applyTint()
                }
            }
            """
        let helpers = """
            extension UILabel {
                func applyBodyStyle() {
                    font = .preferredFont(forTextStyle: .body)
                    adjustsFontForContentSizeCategory = true
                }
                func applyTint() { textColor = .systemBlue }
            }
            enum Typography {
                static func scale(_ label: UILabel) { label.adjustsFontForContentSizeCategory = true }
            }
            """
        let report = Self.audit([("Order.storyboard", text), ("OrderViewController.swift", code), ("Styles.swift", helpers)],
                                only: ["fixed-font-size", "font-not-adjusting"])
        // Only the fee label stays: its helper sets a colour, not a font.
        #expect(Self.summary(report) == ["fixed-font-size:11"], "\(report.findings.map(\.message))")
    }

    @Test("Code reaches an outlet through a typed variable (a data source filling a cell) or a controller's navigation item")
    func codeThroughVariablesAndNavigationItems() {
        let cell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <tableViewCell id="c1" customClass="OrderCell">
                        <subviews>
                            <label id="l1" text="Total"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                        </subviews>
                        <connections><outlet property="totalLabel" destination="l1" id="o1"/></connections>
                    </tableViewCell>
                </objects>
            </document>
            """
        let board = Self.scene("<label id=\"l9\" text=\"x\"/>").replacingOccurrences(of: "<view key=\"view\" id=\"root\">", with: """
                        <navigationItem key="navigationItem" id="n1">
                            <barButtonItem key="rightBarButtonItem" image="funnel" id="bb1"/>
                        </navigationItem>
                        <view key="view" id="root">
            """)
        let rules: [RuleID] = ["fixed-font-size", "icon-only-button-unlabeled"]
        #expect(Self.audit([("OrderCell.xib", cell), ("Orders.storyboard", board)], only: rules).findings.count == 2)
        let code = """
            final class OrdersDataSource: NSObject {
                func configure(_ cell: OrderCell) {
                    cell.totalLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15))
                }
            }
            final class OrderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem?.accessibilityLabel = "Filter"
                }
            }
            """
        #expect(Self.audit([("OrderCell.xib", cell), ("Orders.storyboard", board), ("Orders.swift", code)], only: rules).findings.isEmpty)
    }

    @Test("The file settles what Swift rules ask of an outlet: a storyboard that adjusts or marks it quiets the code finding")
    func fileSettlesCodeFindings() {
        let code = """
            final class OrderViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                @IBOutlet var noteLabel: UILabel!
                @IBOutlet var deleteButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = .preferredFont(forTextStyle: .title1)
                    noteLabel.font = .preferredFont(forTextStyle: .body)
                    deleteButton.setImage(UIImage(named: "ic_trash"), for: .normal)
                }
            }
            """
        let rules: [RuleID] = ["font-not-adjusting", "heading-not-marked", "icon-only-button-unlabeled"]
        // No storyboard audited: the outlets' scaling and title are out of sight (the heading is judged from code).
        #expect(Self.summary(Self.audit([("Order.swift", code)], only: rules)) == ["heading-not-marked:7"])
        let plain = Self.scene("""
                    <label id="l1"/>
                    <label id="l2"/>
                    <button id="b1"/>
            """, connections: """
                    <outlet property="titleLabel" destination="l1" id="o1"/>
                    <outlet property="noteLabel" destination="l2" id="o2"/>
                    <outlet property="deleteButton" destination="b1" id="o3"/>
            """)
        #expect(Self.summary(Self.audit([("Order.swift", code), ("Order.storyboard", plain)], only: rules))
            == ["heading-not-marked:7", "font-not-adjusting:7", "font-not-adjusting:8", "icon-only-button-unlabeled:9"])
        let settled = Self.scene("""
                    <label id="l1" adjustsFontForContentSizeCategory="YES"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" header="YES"/></accessibility></label>
                    <label id="l2" adjustsFontForContentSizeCategory="YES"/>
                    <button id="b1"><accessibility key="accessibilityConfiguration" label="Delete"/></button>
            """, connections: """
                    <outlet property="titleLabel" destination="l1" id="o1"/>
                    <outlet property="noteLabel" destination="l2" id="o2"/>
                    <outlet property="deleteButton" destination="b1" id="o3"/>
            """)
        #expect(Self.audit([("Order.swift", code), ("Order.storyboard", settled)], only: rules).findings.isEmpty)
    }

    @Test("A segue or a scene presented over the full screen: the modal rules report it unless the controller's code handles it")
    func presentations() {
        let text = Self.scene(#"<button id="b1" title="Offer"/>"#, connections: """
                    <segue destination="vc2" kind="presentation" modalPresentationStyle="overFullScreen" id="sg1"/>
                    <segue destination="vc3" kind="presentation" id="sg2"/>
            """).replacingOccurrences(of: "</objects>", with: """
                        <viewController id="vc2" customClass="OfferViewController" sceneMemberID="viewController"/>
                        <viewController id="vc3" customClass="PlainViewController" sceneMemberID="viewController"/>
                        <viewController id="vc4" customClass="PromoViewController" modalPresentationStyle="overCurrentContext" sceneMemberID="viewController"/>
                    </objects>
            """)
        let declared = "final class OfferViewController: UIViewController {}\nfinal class PromoViewController: UIViewController {}\nfinal class PlainViewController: UIViewController {}"
        let rules: [RuleID] = ["custom-presentation-not-modal", "custom-modal-no-escape"]
        let report = Self.audit([("Order.storyboard", text), ("Controllers.swift", declared)], only: rules)
        #expect(Self.summary(report) == ["custom-modal-no-escape:13", "custom-presentation-not-modal:13", "custom-modal-no-escape:19", "custom-presentation-not-modal:19"], "\(Self.summary(report))")
        #expect(report.findings.first { $0.ruleID == "custom-presentation-not-modal" }?.message
            == "'OfferViewController' is presented .overFullScreen by a storyboard segue, but its view never sets accessibilityViewIsModal")
        let handled = """
            final class OfferViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.accessibilityViewIsModal = true }
                override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }
            }
            final class PromoViewController: UIViewController {}
            final class PlainViewController: UIViewController {}
            """
        #expect(Self.summary(Self.audit([("Order.storyboard", text), ("Controllers.swift", handled)], only: rules))
            == ["custom-modal-no-escape:19", "custom-presentation-not-modal:19"])
        // A controller the project does not declare may handle it out of sight.
        #expect(Self.audit([("Order.storyboard", text)], only: rules).findings.isEmpty)
    }

    @Test("For review: a label that only looks like a title, a plain-word symbol, an asset whose name reads as words, an image the code changes that VoiceOver never reaches (not a disclosure chevron)")
    func reviewItems() {
        let text = Self.scene("""
                    <label id="l1" text="Rewards"><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
                    <label id="l2" text="Due today"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                    <button id="b1"><state key="normal" image="bell" catalog="system"/></button>
                    <imageView id="i1" image="pin"/>
                    <imageView id="i2" image="divider"/>
                    <button id="b2"><state key="normal" image="video-wide"/></button>
                    <imageView id="i3" image="chevron-right"/>
                    <imageView id="i4" image="rightArrow"/>
            """, connections: """
                    <outlet property="pinnedIcon" destination="i1" id="o1"/>
                    <outlet property="dividerView" destination="i2" id="o2"/>
                    <outlet property="moreIndicator" destination="i3" id="o3"/>
                    <outlet property="openIndicator" destination="i4" id="o4"/>
            """)
        let code = """
            final class OrderViewController: UIViewController {
                @IBOutlet var pinnedIcon: UIImageView!
                @IBOutlet var dividerView: UIImageView!
                @IBOutlet var moreIndicator: UIImageView!
                @IBOutlet var openIndicator: UIImageView!
                func show(_ order: Order) {
                    pinnedIcon.isHidden = !order.pinned
                    moreIndicator.isHidden = order.items.isEmpty
                    openIndicator.isHidden = order.items.isEmpty
                }
            }
            """
        let report = Self.audit([("Order.storyboard", text), ("Order.swift", code)], only: ["heading-not-marked", "icon-only-button-unlabeled", "image-missing-label"])
        #expect(report.findings.map { "\($0.ruleID):\($0.span.start.line):\($0.kind.rawValue)" } == [
            "heading-not-marked:9:review", "icon-only-button-unlabeled:11:review", "image-missing-label:12:review",
            "icon-only-button-unlabeled:14:review",
        ])
        #expect(report.reviewCount == 4 && !report.hasFindings(atOrAbove: .note))
        #expect(report.findings[3].message.contains("'video-wide'"))
    }

    @Test("A label in a title font that is no heading stays quiet: a glyph, a number, a bold sentence, a label named for an error, a cell's label, a selectable static row's label; a title style is a title even when it ends with a full stop")
    func titleLookAlikes() {
        let text = Self.scene("""
                    <label id="l1" text="Rewards are ready."><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>
                    <label id="l2" text="+"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
                    <label id="l3" text="42"><fontDescription key="fontDescription" type="boldSystem" pointSize="24"/></label>
                    <label id="l4" text="Your order leaves the kitchen in a few minutes and reaches you soon."><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
                    <label id="l5" text="Error"><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
                    <tableViewCell id="c1"><tableViewCellContentView key="contentView" id="cv1"><subviews>
                        <label id="l6" text="Margherita"><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
                    </subviews></tableViewCellContentView></tableViewCell>
                    <tableView id="t1" dataMode="static"><sections><tableViewSection id="s1"><cells>
                        <tableViewCell id="c2" selectionStyle="none"><tableViewCellContentView key="contentView" id="cv2"><subviews>
                            <label id="l7" text="Opening hours"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></label>
                        </subviews></tableViewCellContentView></tableViewCell>
                        <tableViewCell id="c3" selectionStyle="default"><tableViewCellContentView key="contentView" id="cv3"><subviews>
                            <label id="l8" text="Delivery address"><fontDescription key="fontDescription" type="boldSystem" pointSize="17"/></label>
                        </subviews></tableViewCellContentView></tableViewCell>
                    </cells></tableViewSection></sections></tableView>
            """, connections: #"<outlet property="errorLabel" destination="l5" id="o1"/><outlet property="noteLabel" destination="l4" id="o2"/>"#)
        let report = Self.audit([("Order.storyboard", text)], only: ["heading-not-marked"])
        // A static table's cells lay out the screen: its title is a title, but a row the user selects is named by its
        // label. The bold sentence stays a sentence though the code can reach it.
        #expect(report.findings.map { "\($0.ruleID):\($0.span.start.line)" } == ["heading-not-marked:9", "heading-not-marked:19"])
    }

    @Test("A glyph label drawn between icons has no text size to keep; a placeholder the code fills (through an outlet or a tag), or a blank one, does")
    func glyphLabels() {
        let text = Self.scene("""
                    <label id="g1" text="+"><fontDescription key="fontDescription" type="system" pointSize="30"/></label>
                    <label id="g2" text="-"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                    <label id="g3" text=" "><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                    <label id="g4" tag="1001" text="✓"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
            """, connections: #"<outlet property="speedLabel" destination="g2" id="o1"/>"#)
        let report = Self.audit([("Order.storyboard", text)], only: ["fixed-font-size"])
        #expect(report.findings.map { "\($0.ruleID):\($0.span.start.line)" } == ["fixed-font-size:10", "fixed-font-size:11", "fixed-font-size:12"])
    }

    @Test("The cache keeps IB files' findings and the facts their outlets give Swift files")
    func cached() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Order.storyboard", Self.scene(#"<switch id="w1"/><label id="l1" adjustsFontForContentSizeCategory="YES"/>"#,
                                                          connections: #"<outlet property="noteLabel" destination="l1" id="o1"/>"#))
        try directory.write("Order.swift", """
            final class OrderViewController: UIViewController {
                @IBOutlet var noteLabel: UILabel!
                override func viewDidLoad() { super.viewDidLoad(); noteLabel.font = .preferredFont(forTextStyle: .body) }
            }
            """)
        let location = URL(fileURLWithPath: directory.path + "/native-a11y.cache")
        let cold = Auditor(jobs: 1, cache: AnalysisCache(location: location)).audit(paths: ["."], baseDirectory: directory.path).findings
        let cache = AnalysisCache(location: location)
        let warm = Auditor(jobs: 1, cache: cache).audit(paths: ["."], baseDirectory: directory.path).findings
        #expect(cache.hits == 2)
        #expect(cold.map(\.ruleID) == ["control-missing-label"])
        #expect(warm == cold)
    }

    @Test("Bad IB input: reported once each, the other files audited")
    func badInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Broken.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes><scene>")
        try directory.write("Truncated.xib", String(Self.scene(#"<switch id="w1"/>"#).prefix(400)))
        try directory.write("Settings.xib", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        try directory.write("Binary.storyboard", Data([0x3C, 0x00, 0x01, 0x02]))
        var huge = Data(Self.scene("").utf8)
        huge.append(Data(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024))
        try directory.write("Huge.storyboard", huge)
        try directory.write("Good.storyboard", Self.scene(#"<switch id="w1"/>"#))
        let report = Auditor(jobs: 2).audit(paths: ["."], baseDirectory: directory.path)
        #expect(Self.summary(report) == ["control-missing-label:9"])
        let problems = Dictionary(grouping: report.problems, by: \.path).mapValues { $0.map(\.kind) }
        #expect(problems == [
            "Binary.storyboard": [.binary], "Broken.storyboard": [.invalidInterfaceBuilder], "Huge.storyboard": [.tooLarge],
            "Settings.xib": [.invalidInterfaceBuilder], "Truncated.xib": [.invalidInterfaceBuilder],
        ])
        #expect(report.problems.first { $0.path == "Settings.xib" }?.message == "skipped: not an Interface Builder document: its root element is <plist>, not <document>")
        #expect(report.filesAudited == 1)
    }

    @Test("fix turns on Automatically Adjusts Font in the file and changes no other byte; a second run finds nothing")
    func correction() throws {
        let directory = try TemporaryDirectory()
        let original = Self.scene("""
                    <label opaque="NO" id="l1" text="Tax"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    <textField id="t1" placeholder="Note"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></textField>
            """).replacingOccurrences(of: "\n", with: "\r\n")
        let path = try directory.write("Order.storyboard", original)
        var configuration = Configuration()
        configuration.onlyRules = ["font-not-adjusting"]
        let auditor = Auditor(configuration: configuration, jobs: 1)
        let report = auditor.audit(paths: ["."], baseDirectory: directory.path)
        #expect(report.findings.count == 2)
        let plan = FixPlanner.plan(report.findings, workingDirectory: directory.path)
        let fix = try #require(plan.first)
        #expect(fix.rejection == nil && fix.applied.count == 2)
        let fixed = String(decoding: fix.fixed, as: UTF8.self)
        #expect(fixed == original
            .replacingOccurrences(of: #"<label opaque="NO" id="l1""#, with: #"<label adjustsFontForContentSizeCategory="YES" opaque="NO" id="l1""#)
            .replacingOccurrences(of: #"<textField id="t1""#, with: #"<textField adjustsFontForContentSizeCategory="YES" id="t1""#))
        try fixed.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(auditor.audit(paths: ["."], baseDirectory: directory.path).findings.isEmpty)
    }

    @Test("A baseline keeps matching an IB finding when lines are added above it; excluded IB files are not read")
    func baselineAndExclusion() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Order.storyboard", Self.scene(#"<switch id="w1"/>"#))
        let auditor = Auditor(jobs: 1)
        let first = auditor.audit(paths: ["."], baseDirectory: directory.path)
        #expect(first.findings.count == 1)
        let baseline = Baseline(findings: first.findings, baselinePath: directory.path + "/baseline.json", workingDirectory: directory.path)
        try directory.write("Order.storyboard", Self.scene("<label id=\"x\" text=\"Gift\"/>\n<switch id=\"w1\"/>"))
        var second = auditor.audit(paths: ["."], baseDirectory: directory.path)
        #expect(second.findings.map(\.span.start.line) == [10])
        second.apply(baseline, baselinePath: directory.path + "/baseline.json", workingDirectory: directory.path)
        #expect(second.findings.isEmpty && second.baseline?.matched == 1)

        var configuration = Configuration()
        configuration.excluded = ["**/*.storyboard"]
        #expect(Auditor(configuration: configuration, jobs: 1).audit(paths: ["."], baseDirectory: directory.path).filesAudited == 0)
    }

    @Test("plan lists a storyboard scene as the screen of its controller class, with its controls, merged with the class's code")
    func planScenes() throws {
        let text = Self.scene("""
                    <switch id="w1"/>
                    <textField id="t1" placeholder="Name"/>
            """, connections: #"<segue destination="vc2" kind="show" id="sg1"/>"#).replacingOccurrences(of: "</objects>", with: """
                        <viewController id="vc2" customClass="ReceiptViewController" sceneMemberID="viewController"/>
                    </objects>
            """)
        let plan = try planOf([
            ("Order.storyboard", text),
            ("Order.swift", "final class OrderViewController: UIViewController {\n    let slider = UISlider()\n}"),
        ])
        let order = try #require(plan.screens.first { $0.name == "OrderViewController" })
        #expect(order.path == "Order.swift")
        #expect(order.components.map(\.id).sorted() == ["slider", "text-input", "toggle-switch"])
        // A control of the scene is placed in the storyboard; the finding on it stays with the screen.
        #expect(order.components.first { $0.id == "toggle-switch" }?.path == "Order.storyboard")
        let switchName = order.components.first { $0.id == "toggle-switch" }?.criteria.first { $0.id == "name" }
        #expect(switchName?.findings.map(\.path) == ["Order.storyboard"])
        #expect(plan.screens.first { $0.name == "ReceiptViewController" }?.reason == "presented by OrderViewController")
    }
}
