import io.realm.kotlin.ext.backlinks
import io.realm.kotlin.ext.realmDictionaryOf
import io.realm.kotlin.ext.realmListOf
import io.realm.kotlin.ext.realmSetOf
import io.realm.kotlin.query.RealmResults
import io.realm.kotlin.types.EmbeddedRealmObject
import io.realm.kotlin.types.RealmAny
import io.realm.kotlin.types.RealmDictionary
import io.realm.kotlin.types.RealmInstant
import io.realm.kotlin.types.RealmList
import io.realm.kotlin.types.RealmObject
import io.realm.kotlin.types.RealmSet
import io.realm.kotlin.types.RealmUUID
import io.realm.kotlin.types.annotations.FullText
import io.realm.kotlin.types.annotations.Index
import io.realm.kotlin.types.annotations.PersistedName
import io.realm.kotlin.types.annotations.PrimaryKey
import org.mongodb.kbson.BsonObjectId
import org.mongodb.kbson.Decimal128

class Dog : RealmObject {
    @Index
    var name: String = ""
    var owner: Person? = null
    var house: Dog_House? = null
    var rooms: RealmList<Dog_House> = realmListOf()
    var born: RealmInstant = RealmInstant.from(0, 0)
    var weight: Decimal128? = null
}

@PersistedName("Dog House")
class Dog_House : EmbeddedRealmObject {
    var size: Long = 0
    var chip: RealmUUID? = null
}

class Person : RealmObject {
    @PrimaryKey
    var _id: BsonObjectId = BsonObjectId()
    @PersistedName("first name")
    var first_name: String = ""
    var `class`: String? = null
    @PersistedName("2fa")
    var _2fa: Boolean = false
    @Index
    var age: Long = 0
    @FullText
    var bio: String = ""
    var Person: Long = 0
    var default: Double? = null
    var tags: RealmSet<String?> = realmSetOf()
    var scores: RealmDictionary<Float?> = realmDictionaryOf()
    var photo: ByteArray? = null
    var friends: RealmList<Person> = realmListOf()
    val followers: RealmResults<Person> by backlinks(Person::friends)
    val dogs: RealmResults<Dog> by backlinks(Dog::owner)
}

class `class` : RealmObject {
    @PrimaryKey
    var key: String = ""
    var value: RealmAny? = null
    var values: RealmList<RealmAny?> = realmListOf()
    @Index
    var `when`: RealmInstant? = null
}
